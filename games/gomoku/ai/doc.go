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
//   - Hard first looks for a victory by continuous fours (VCF), then for
//     one by continuous threats, fours and open threes (VCT, a few
//     attacking moves deep, the defender trying every block and every
//     counter-four); then, if the opponent would have a VCF were it his
//     move, it keeps only the root moves after which he has none (the
//     forced defences, counter-fours included). Last it runs an
//     alpha-beta search with iterative deepening and a transposition
//     table over the best candidate moves (40,000 nodes in all by
//     default). Replies to fours are forced and do not use up depth;
//     when the opponent has an open three, only blocks and fours are
//     searched. The candidates are ranked by the shapes each makes for
//     both players: every point keeps, for each direction and colour,
//     the code of the ten points around it, updated as stones are placed
//     and taken back, so a shape is one lookup in a table of every line
//     pattern. The static evaluation counts every run of five points
//     holding stones of one colour only, kept up to date the same way.
//   - Strongest is Hard with a larger budget (120,000 nodes), longer
//     threat searches and a deeper but narrower main search (seven moves
//     at inner nodes: at equal nodes it beat ten by about 55 Elo over
//     180 games, and ten beat thirteen), stopped at 1.9 s so a move takes
//     at most about 2 s in the browser.
//
// The threat searches get a share of the nodes and of the time (the VCF
// an eighth of the time, VCT and defence up to a third in all), so a
// position full of fours cannot starve the main search. [Result] reports
// the depth reached, the nodes searched and the time taken.
//
// A search is synchronous and bounded by a node budget, a time limit and
// a context, and calls [Options].Yield every 256 nodes so a
// browser can keep its page responsive. For a given position, level and
// seed the move is the same whenever the node budget, not the clock, ends
// the search; the default time limits leave room for that natively and in
// the browser.
//
// Measured with "gomoku match" over the Gomocup protocol against
// cmd/pbrain-pastime's other levels and versions (16 openings, each with
// both colours), on a two-core machine shared with other work, so that
// node budgets, not times, are the fair measure:
//
//   - against Easy, the original weight-table player, 32 wins in 32
//     games under each rule (freestyle at 1 s a move, standard and renju
//     at 120,000 nodes);
//   - against the search as it stood before the threat searches, the
//     line codes, the new move ordering and width, at 30,000 nodes a
//     move, 64 games per rule: freestyle 47-17 (+177 ± 101 Elo),
//     standard 45-19 (+150 ± 97), renju 43-21 (+124 ± 94);
//   - a 120,000-node search runs at about 270,000 nodes per second of
//     CPU natively and 70,000 in WebAssembly under Node.
//
// Under renju the computer never plays a forbidden point as black, and as
// white it counts on black being unable to block on a forbidden point.
package ai
