// Package ai is the computer player of Gomoku. It sees only the public
// rules of package gomoku, like any other player: it reads the stones of
// a gomoku.State, asks gomoku.Board about renju forbidden points, and
// answers with a gomoku.Point.
//
// [Choose] picks a move at one of four [Level]s:
//
//   - Easy is the original game's player, kept faithful so its strength is
//     a known floor: each empty point is scored by the runs of stones it
//     touches in the eight directions, looked up in one weight table for
//     both colours (see [Weights]), and the highest point is played.
//   - Medium reads every candidate point's lines for both players (five,
//     open four, four, open three, three, two) and plays greedily: a win,
//     then a block of a five, then the best sum of attack and defence,
//     where an open four, a double four or a four-three outweigh
//     blocking, and blocking those outweighs a double three.
//   - Hard and Strongest search. Their board (position.go) keeps, for
//     every empty point and each player, the shape made along each of the
//     four lines (a lookup of the line's ten neighbouring points in a
//     table of every pattern), the threat class of the point (three,
//     double three, four, four-three, open four, five) and counts of
//     every class, all updated as a stone is placed or taken back, so
//     "can the opponent make a four?" costs nothing. The search first
//     looks for a victory by continuous fours (VCF) and then by continuous
//     threats, fours and open threes (VCT, the defender trying every
//     block and counter-four); else it runs a principal variation search
//     with iterative deepening, aspiration windows, a two-slot
//     transposition table, killer, counter-move and history ordering and
//     late-move reductions, for moves that make no three, that grow with
//     the depth and the move's rank; in the last three plies, where the
//     static value with a margin stays below what the search already
//     has, moves that make no three and stop none are not searched
//     (futility pruning), and in the last five a node off the principal
//     variation whose static value stands a margin a ply above beta
//     returns it. Replies to a five threat use up no depth; facing an
//     open three only its blocks and the player's own fours are
//     searched (off the principal variation, from the second ply, the
//     first 4, 7, 10 or 12 of them in order at depths 1 to 4 and more),
//     so the opponent's continuous threats are read by the search
//     itself, and a leaf where the opponent threatens an open
//     four is searched one move further; at the other leaves a VCF is
//     tried before the static value. At the root, moves after which the
//     opponent wins by continuous fours are dropped (unless every move
//     loses). A win by threats found on one move is remembered for the
//     next, so a shorter search still follows it.
//   - The static value is linear in counts for both players (lines by
//     shape, points by class, five-point windows by stones, and points by
//     the set of their four shapes), with weights fitted by logistic
//     regression to a strong engine's values of positions from engine
//     games ("gomoku tune -values"), so it reads as the chance that the
//     player to move wins. The board keeps it up to date as stones come
//     and go: each point's key carries what its lines, class and set are
//     worth.
//   - Hard searches 60,000 nodes (up to 2 s), ten moves at each inner
//     node; Strongest searches until 1.9 s have passed, seventeen moves
//     at each inner node, so a move takes about 2 s in the browser.
//
// [Result] reports the depth reached, the nodes searched and the time
// taken, and why the move was chosen.
//
// A search is synchronous and bounded by a node budget, a time limit and
// a context, and calls [Options].Yield every 256 nodes so a browser can
// keep its page responsive. For a given position, level and seed the move
// is the same whenever the node budget, not the clock, ends the search
// (Hard, and any level given MaxNodes and a long MaxTime), unless the
// search is given a [Memory]: the table kept from the game's last move,
// where the position after the expected reply has already been read.
//
// The strength of the levels, measured in matches against public Gomocup
// engines, is in the README.
//
// Under renju the computer never plays a forbidden point as black, and as
// white it counts on black being unable to play one: black cannot block
// there, and black's threat of an open four is none when every point
// that would make it is forbidden (two fours, or a four and an overline),
// so white need not answer it. Black's points of an overline or two fours
// make nothing in the evaluation and the move order, and a double three,
// nearly always forbidden, counts as one three.
package ai
