package minesweeper

// geometry holds the neighbour lists of a board size, so that the hot loops
// of the solver never recompute coordinates. Lists are in increasing index
// order, which the solver relies on to group cells by their constraints.
type geometry struct {
	w, h, n int
	adj     []int32 // 8 slots per cell
	deg     []uint8
}

func newGeometry(w, h int) *geometry {
	g := &geometry{w: w, h: h, n: w * h, adj: make([]int32, w*h*8), deg: make([]uint8, w*h)}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := y*w + x
			d := 0
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					nx, ny := x+dx, y+dy
					if (dx == 0 && dy == 0) || nx < 0 || ny < 0 || nx >= w || ny >= h {
						continue
					}
					g.adj[i*8+d] = int32(ny*w + nx)
					d++
				}
			}
			g.deg[i] = uint8(d)
		}
	}
	return g
}

// nb returns the neighbours of cell i.
func (g *geometry) nb(i int) []int32 { return g.adj[i*8 : i*8+int(g.deg[i])] }

// counts returns, for every cell, the number of mines among its neighbours.
func (g *geometry) counts(mine []bool) []int8 {
	c := make([]int8, g.n)
	for i, m := range mine {
		if m {
			for _, j := range g.nb(i) {
				c[j]++
			}
		}
	}
	return c
}

// near reports whether cells a and b are equal or touch.
func (g *geometry) near(a, b int) bool {
	ax, ay, bx, by := a%g.w, a/g.w, b%g.w, b/g.w
	return ax-bx <= 1 && bx-ax <= 1 && ay-by <= 1 && by-ay <= 1
}
