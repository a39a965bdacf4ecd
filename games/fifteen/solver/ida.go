package solver

import "context"

// searchMD is an IDA* search on any board with the Manhattan distance plus
// linear conflicts; the package uses it to solve 3x3 boards optimally,
// where it needs at most a few hundred thousand nodes.
type searchMD struct {
	n      int
	board  []uint8
	bound  int
	path   []uint8
	nodes  int64
	budget int64
	ctx    context.Context
	yield  func()
	err    error
}

// heuristic returns the Manhattan distance plus two moves for each tile
// that must leave its row or column to let a conflicting one pass.
func (s *searchMD) heuristic() int {
	n := s.n
	h := 0
	for c, t := range s.board {
		if t == 0 {
			continue
		}
		home := int(t) - 1
		h += abs(c/n-home/n) + abs(c%n-home%n)
	}
	// Linear conflicts: in each line, the tiles that belong to it must keep
	// their order; the tiles outside a longest increasing run each cost two
	// extra moves.
	var line [8]int
	for r := range n {
		k := 0
		for c := range n {
			if t := int(s.board[r*n+c]); t != 0 && (t-1)/n == r {
				line[k] = (t - 1) % n
				k++
			}
		}
		h += 2 * (k - longestIncreasing(line[:k]))
	}
	for c := range n {
		k := 0
		for r := range n {
			if t := int(s.board[r*n+c]); t != 0 && (t-1)%n == c {
				line[k] = (t - 1) / n
				k++
			}
		}
		h += 2 * (k - longestIncreasing(line[:k]))
	}
	return h
}

// longestIncreasing returns the length of a longest increasing subsequence
// of a short list of distinct numbers.
func longestIncreasing(a []int) int {
	var best [8]int
	m := 0
	for i := range a {
		best[i] = 1
		for j := range i {
			if a[j] < a[i] && best[j]+1 > best[i] {
				best[i] = best[j] + 1
			}
		}
		m = max(m, best[i])
	}
	return m
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// run searches with growing bounds and returns the tiles moved.
func (s *searchMD) run() ([]uint8, error) {
	blank := 0
	for c, t := range s.board {
		if t == 0 {
			blank = c
		}
	}
	// The heuristic has the parity of the solution length, so bounds step by two.
	for s.bound = s.heuristic(); ; s.bound += 2 {
		if s.dfs(blank, -1, 0) {
			return s.path, nil
		}
		if s.err != nil {
			return nil, s.err
		}
	}
}

func (s *searchMD) dfs(blank, prev, g int) bool {
	h := s.heuristic()
	if h == 0 {
		return true
	}
	if g+h > s.bound {
		return false
	}
	s.nodes++
	if (s.nodes&4095 == 0 || s.nodes == s.budget) && !checkSearch(s.ctx, s.yield, s.nodes, s.budget, &s.err) {
		return false
	}
	n := s.n
	for _, c := range [4]int{blank - n, blank + n, blank - 1, blank + 1} {
		if c == prev || c < 0 || c >= n*n || (c == blank-1 || c == blank+1) && c/n != blank/n {
			continue
		}
		t := s.board[c]
		s.board[blank], s.board[c] = t, 0
		s.path = append(s.path, t)
		if s.dfs(c, blank, g+1) {
			return true
		}
		s.path = s.path[:len(s.path)-1]
		s.board[blank], s.board[c] = 0, t
		if s.err != nil {
			return false
		}
	}
	return false
}

// checkSearch runs every few thousand nodes of a search: it yields, and
// reports false (setting *err) when the context is done or the budget spent.
func checkSearch(ctx context.Context, yield func(), nodes, budget int64, err *error) bool {
	if yield != nil {
		yield()
	}
	if e := ctx.Err(); e != nil {
		*err = e
		return false
	}
	if budget > 0 && nodes >= budget {
		*err = ErrBudget
		return false
	}
	return true
}
