package solver

import (
	"errors"
	"sync"
	"sync/atomic"
)

// Natively the 4x4 search can use every core: each iteration first expands
// the tree to splitDepth moves, then workers take the subtrees in order.
// The solution returned is the one the serial search finds (the first in
// depth-first order), so the answer does not depend on timing: a worker
// drops its subtree only once a subtree earlier in the order has a solution.
const splitDepth = 10

// errAbandoned stops a worker whose subtree can no longer matter.
var errAbandoned = errors.New("subtree abandoned")

// task4 is a subtree for a worker: the search state at its root.
type task4 struct {
	board          [16]uint8
	idx            [6]uint32
	md, val        [6]uint8
	blank, prev, g int
	path           []uint8
}

// shared4 is what the workers of one iteration share.
type shared4 struct {
	best  atomic.Int64 // the first task with a solution, or len(tasks); -1 after an error
	nodes atomic.Int64
	once  sync.Once
	err   error
}

// runParallel is run with each iteration's subtrees shared out among
// workers goroutines.
func (s *search4) runParallel(workers int) ([]uint8, error) {
	blank := s.start()
	for ; ; s.bound += 2 {
		var tasks []task4
		if s.collect(blank, -1, 0, &tasks) {
			return s.path, nil
		}
		if s.err != nil {
			return nil, s.err
		}
		path, err := s.runTasks(tasks, workers)
		if path != nil || err != nil {
			return path, err
		}
	}
}

// collect expands the tree to splitDepth as dfs does, adding the nodes at
// that depth to tasks; it reports true if it meets the goal on the way.
func (s *search4) collect(blank, prev, g int, tasks *[]task4) bool {
	if s.heuristic() == 0 {
		return true
	}
	if g == splitDepth {
		*tasks = append(*tasks, task4{s.board, s.idx, s.md, s.val, blank, prev, g, append([]uint8(nil), s.path...)})
		return false
	}
	s.nodes++
	for _, nb := range cellNeighbours[blank] {
		c := int(nb)
		if c == prev {
			continue
		}
		t := s.board[c]
		gi, mi := tileGroup[t], 3+mirrorGroup[t]
		saved := *s
		dm := cellDist[t][blank] - cellDist[t][c]
		s.idx[gi] ^= uint32(c^blank) << tileShift[t]
		s.idx[mi] ^= uint32(transpose[c]^transpose[blank]) << mirrorShift[t]
		s.md[gi] += dm
		s.md[mi] += dm
		s.val[gi] = s.md[gi] + 2*s.h.get(s.idx[gi])
		s.val[mi] = s.md[mi] + 2*s.h.get(s.idx[mi])
		if g+1+s.heuristic() <= s.bound {
			s.board[blank], s.board[c] = t, 0
			s.path = append(s.path, t)
			if s.collect(c, blank, g+1, tasks) {
				return true
			}
		}
		s.board, s.idx, s.md, s.val, s.path = saved.board, saved.idx, saved.md, saved.val, saved.path[:len(saved.path)]
	}
	return false
}

// runTasks searches the subtrees on workers and returns the solution of the
// first subtree that has one, or nil.
func (s *search4) runTasks(tasks []task4, workers int) ([]uint8, error) {
	sh := &shared4{}
	sh.best.Store(int64(len(tasks)))
	results := make([][]uint8, len(tasks))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			w := *s
			w.shared, w.path, w.nodes, w.reported = sh, nil, 0, 0
			for {
				i := next.Add(1) - 1
				if i >= int64(len(tasks)) || i > sh.best.Load() {
					break
				}
				tk := &tasks[i]
				w.board, w.idx, w.md, w.val, w.task = tk.board, tk.idx, tk.md, tk.val, i
				w.path = append(w.path[:0], tk.path...)
				w.err = nil
				if w.dfs(tk.blank, tk.prev, tk.g) {
					results[i] = append([]uint8(nil), w.path...)
					for b := sh.best.Load(); i < b && !sh.best.CompareAndSwap(b, i); b = sh.best.Load() {
					}
					continue
				}
				if w.err != nil && w.err != errAbandoned {
					sh.once.Do(func() { sh.err = w.err })
					sh.best.Store(-1)
					break
				}
			}
			sh.nodes.Add(w.nodes - w.reported)
		})
	}
	wg.Wait()
	s.nodes += sh.nodes.Load()
	if sh.err != nil {
		return nil, sh.err
	}
	if b := sh.best.Load(); b < int64(len(tasks)) {
		return results[b], nil
	}
	return nil, nil
}
