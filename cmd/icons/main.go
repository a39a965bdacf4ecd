// Command icons draws Pastime's icon and writes it as SVG and as the PNG
// sizes a web app manifest needs:
//
//	go run ./cmd/icons [-out web]
//
// writes icon.svg, icon-192.png, icon-512.png and icon-maskable-512.png.
// One list of shapes makes every file, so the SVG and the PNGs agree.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"log"
	"math"
	"os"
	"path/filepath"
	"strings"
)

// A shape is a filled figure on a 512x512 canvas.
type shape interface {
	// contains tells whether the point (x, y) is inside.
	contains(x, y float64) bool
	// svg returns the SVG element drawing it.
	svg() string
	fill() color.NRGBA
}

type roundRect struct {
	x, y, w, h, r float64
	c             color.NRGBA
}

func (s roundRect) contains(x, y float64) bool {
	if x < s.x || y < s.y || x > s.x+s.w || y > s.y+s.h {
		return false
	}
	// Distance to the inner rectangle shrunk by the radius.
	dx := math.Max(math.Max(s.x+s.r-x, x-(s.x+s.w-s.r)), 0)
	dy := math.Max(math.Max(s.y+s.r-y, y-(s.y+s.h-s.r)), 0)
	return dx*dx+dy*dy <= s.r*s.r
}

func (s roundRect) svg() string {
	return fmt.Sprintf(`<rect x="%g" y="%g" width="%g" height="%g" rx="%g" fill="%s"/>`, s.x, s.y, s.w, s.h, s.r, hex(s.c))
}

func (s roundRect) fill() color.NRGBA { return s.c }

type circle struct {
	x, y, r float64
	c       color.NRGBA
}

func (s circle) contains(x, y float64) bool { return (x-s.x)*(x-s.x)+(y-s.y)*(y-s.y) <= s.r*s.r }

func (s circle) svg() string {
	return fmt.Sprintf(`<circle cx="%g" cy="%g" r="%g" fill="%s"/>`, s.x, s.y, s.r, hex(s.c))
}

func (s circle) fill() color.NRGBA { return s.c }

type polygon struct {
	pts []float64 // x0, y0, x1, y1, ...
	c   color.NRGBA
}

func (s polygon) contains(x, y float64) bool {
	in := false
	n := len(s.pts) / 2
	for i, j := 0, n-1; i < n; j, i = i, i+1 {
		xi, yi, xj, yj := s.pts[2*i], s.pts[2*i+1], s.pts[2*j], s.pts[2*j+1]
		if (yi > y) != (yj > y) && x < (xj-xi)*(y-yi)/(yj-yi)+xi {
			in = !in
		}
	}
	return in
}

func (s polygon) svg() string {
	var b strings.Builder
	for i := 0; i < len(s.pts); i += 2 {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%g,%g", s.pts[i], s.pts[i+1])
	}
	return fmt.Sprintf(`<polygon points="%s" fill="%s"/>`, b.String(), hex(s.c))
}

func (s polygon) fill() color.NRGBA { return s.c }

var (
	green = color.NRGBA{0x1d, 0x5e, 0x4f, 0xff}
	cream = color.NRGBA{0xf5, 0xf0, 0xe6, 0xff}
	wood  = color.NRGBA{0xe2, 0xb8, 0x6b, 0xff}
	black = color.NRGBA{0x1b, 0x1b, 0x1b, 0xff}
	white = color.NRGBA{0xff, 0xff, 0xff, 0xff}
	red   = color.NRGBA{0xd6, 0x36, 0x2b, 0xff}
	hole  = color.NRGBA{0x16, 0x4a, 0x3e, 0xff}
)

// motif is the picture: three tiles and a gap, as on a sliding puzzle,
// the tiles showing a stone of each colour and a minesweeper flag. It is
// drawn in a box from (0,0) to (512,512).
func motif() []shape {
	const m, t, g = 88.0, 160.0, 16.0 // margin, tile size, gap
	a, b := m, m+t+g
	return []shape{
		roundRect{a, a, t, t, 24, wood},
		circle{a + t/2, a + t/2, 54, black},
		roundRect{b, a, t, t, 24, wood},
		circle{b + t/2, a + t/2, 54, white},
		roundRect{a, b, t, t, 24, cream},
		roundRect{a + 74, b + 34, 12, 96, 0, black},
		polygon{[]float64{a + 86, b + 34, a + 130, b + 58, a + 86, b + 82}, red},
		roundRect{a + 50, b + 122, 60, 14, 4, black},
		roundRect{b, b, t, t, 24, hole},
	}
}

// icon is the icon: the motif on a rounded green square, or on a full
// square with the motif shrunk into the safe zone when maskable.
func icon(maskable bool) []shape {
	if !maskable {
		return append([]shape{roundRect{0, 0, 512, 512, 96, green}}, motif()...)
	}
	shapes := []shape{roundRect{0, 0, 512, 512, 0, green}}
	for _, s := range motif() {
		shapes = append(shapes, scaled(s, 0.8))
	}
	return shapes
}

// scaled shrinks a shape about the centre of the canvas.
func scaled(s shape, k float64) shape {
	f := func(v float64) float64 { return 256 + (v-256)*k }
	switch s := s.(type) {
	case roundRect:
		return roundRect{f(s.x), f(s.y), s.w * k, s.h * k, s.r * k, s.c}
	case circle:
		return circle{f(s.x), f(s.y), s.r * k, s.c}
	case polygon:
		pts := make([]float64, len(s.pts))
		for i, v := range s.pts {
			pts[i] = f(v)
		}
		return polygon{pts, s.c}
	}
	return s
}

func hex(c color.NRGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// svg renders shapes as an SVG document.
func svg(shapes []shape) []byte {
	var b bytes.Buffer
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">` + "\n")
	for _, s := range shapes {
		b.WriteString(s.svg() + "\n")
	}
	b.WriteString("</svg>\n")
	return b.Bytes()
}

// raster renders shapes at size x size pixels, 4x4 samples a pixel.
func raster(shapes []shape, size int) *image.NRGBA {
	const n = 4
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	k := 512 / float64(size)
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			var r, g, b, a float64
			for sy := 0; sy < n; sy++ {
				for sx := 0; sx < n; sx++ {
					x := (float64(px) + (float64(sx)+0.5)/n) * k
					y := (float64(py) + (float64(sy)+0.5)/n) * k
					// The topmost shape under the sample wins.
					for i := len(shapes) - 1; i >= 0; i-- {
						if shapes[i].contains(x, y) {
							c := shapes[i].fill()
							r, g, b, a = r+float64(c.R), g+float64(c.G), b+float64(c.B), a+1
							break
						}
					}
				}
			}
			if a == 0 {
				continue
			}
			img.SetNRGBA(px, py, color.NRGBA{
				R: uint8(r/a + 0.5), G: uint8(g/a + 0.5), B: uint8(b/a + 0.5),
				A: uint8(a*255/(n*n) + 0.5),
			})
		}
	}
	return img
}

// files returns every file the command writes, by name.
func files() (map[string][]byte, error) {
	out := map[string][]byte{"icon.svg": svg(icon(false))}
	for name, spec := range map[string]struct {
		size     int
		maskable bool
	}{
		"icon-192.png":          {192, false},
		"icon-512.png":          {512, false},
		"icon-maskable-512.png": {512, true},
	} {
		var b bytes.Buffer
		if err := png.Encode(&b, raster(icon(spec.maskable), spec.size)); err != nil {
			return nil, err
		}
		out[name] = b.Bytes()
	}
	return out, nil
}

func main() {
	dir := flag.String("out", "web", "folder to write the icons into")
	flag.Parse()
	out, err := files()
	if err != nil {
		log.Fatal(err)
	}
	for name, b := range out {
		if err := os.WriteFile(filepath.Join(*dir, name), b, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
