// Package solver finds solutions of Fifteen positions: optimal ones on 3x3
// and 4x4 boards, and short ones on every board up to 8x8.
//
// [Solve] takes a [fifteen.State] and returns moves of one tile each, every
// one legal for [fifteen.State.Apply] in turn. A hint is the first move of
// the solution, and its length is the distance from solved.
//
//	moves, err := solver.Solve(ctx, s, solver.Options{Yield: pause})
//
// # Methods
//
//   - 3x3: IDA* with the Manhattan distance plus linear conflicts; optimal,
//     and at most a few hundred thousand nodes (milliseconds).
//   - 4x4: IDA* with a disjoint additive 6-6-3 pattern database, also looked
//     up for the position mirrored in the main diagonal (the larger of the
//     two estimates counts). Optimal. Korf's 100 random instances take 62
//     million nodes in all, 2.3 s natively on one core and 1.4 s on two,
//     4.2 s as wasm under Node (a 2-core AMD EPYC virtual machine, tables
//     built beforehand); the hardest of them takes 12 million.
//     Natively, without a Yield hook, the search uses every core; the answer
//     is the same as the single-threaded one.
//   - 5x5 and up (and any size with Method Fast): the reduction solver
//     brings home the top row and left column of the unsolved part, two
//     tiles at a time by breadth-first search, until a 3x3 board remains,
//     which it solves optimally. It always finishes, in milliseconds, with
//     solutions of about 80, 185, 345, 585 and 890 moves on random 4x4 to
//     8x8 boards (optimal 4x4 solutions average 53).
//
// # Pattern databases and the browser
//
// The 4x4 tables ([Tables]) are built lazily, once, on the first optimal
// 4x4 Solve (or an explicit [Tables.Build]); Options.Yield is honoured while
// they are built. They hold 16.8 MB in memory: indexed four bits per tile
// position, so that a move updates an index with one XOR, and each entry
// stored in four bits as half its excess over the Manhattan distance. Only
// one six-tile search runs (the other six-tile table is its mirror image):
// building takes about 5 s of CPU natively and 12 to 15 s as wasm, and
// peaks at about 51 MB of wasm memory in all.
//
// [Tables.MarshalBinary] writes them in 5.8 MB (1.4 MB gzipped), leaving
// out the unused slots of the sparse layout. [Tables.Load] (or
// UnmarshalBinary) reads that back in 1 to 2 s as wasm, with the Yield
// hook, for about 27 MB of wasm memory in all. In the browser, fetching or
// caching the serialized tables (the command "fifteen tables" writes them)
// is therefore the cheaper start, and building them time-sliced the
// fallback. Once loaded, a typical 4x4 hint takes well under 0.1 s as wasm
// and the hardest of Korf's random instances about 1 s. The same tables
// serve the app and the native tools: smaller ones (5-5-5, 1.5 MB) would
// cost, by published node counts, about five times as many nodes per hint.
//
// A recipe for hints in the app: while DefaultTables().Ready() is false,
// load cached tables or build them in the background (Build or Load with
// a Yield hook and a context that lives as long as the page, since a
// cancelled build starts over), and answer hints with Method Fast, whose
// length is only an upper bound. Once ready, Solve with a budget
// (MaxNodes of some millions, or a deadline) and fall back to Fast on
// ErrBudget: rare positions near the 80-move maximum need about a billion
// nodes (an 80-move one took 1.08 billion, 46 s of CPU natively).
//
// Every search takes a context and an optional node budget
// (Options.MaxNodes) and calls Options.Yield every few thousand nodes.
package solver
