package ai

// Scores of the search, for the player to move.
const (
	winScore = 1_000_000
	infinity = 2 * winScore
	maxPly   = 64 // forced replies to fives extend the search up to here
)

// checkEvery is how many nodes pass between two looks at the clock, the
// context and the Yield hook: about a fifth of a millisecond of native
// search and half a millisecond in WebAssembly, so a page that sleeps in
// Yield every 10 ms keeps its frame rate.
const checkEvery = 256
