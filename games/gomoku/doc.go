// Package gomoku implements the rules of Gomoku (five in a row) and of
// renju on square boards from 5x5 to 20x20 (15x15 by default).
//
// Black moves first and the players alternate, one stone per move on an
// empty intersection; a full board is a draw. Three rule sets decide which
// lines win:
//
//   - freestyle: five or more in a row wins;
//   - standard: exactly five wins, for both colours; an overline (six or
//     more) is a legal move that does not win;
//   - renju: black wins only with exactly five and may not play a double
//     three, a double four or an overline, unless the move also makes
//     exactly five; white wins with five or more. Threes are checked
//     recursively: a three counts only if it can become a straight four by
//     a move that is itself allowed (see [Board.Forbidden]).
//
// A winning line runs along a row, a column or one of the two diagonals,
// each direction alone; [State.WinningLine] reports its stones.
//
// # Coordinates
//
// Columns are letters from "a" on the left, rows numbers from "1" at the
// bottom: on a 15x15 board "a1" is the bottom left corner, "o15" the top
// right one and "h8" the centre. A [Point] holds the column and the row
// from 0.
//
// # Game IDs
//
// A game is its params and its moves; the ID lists both, and only uses
// characters that need no escaping in a URL fragment ("/gomoku#renju:h8.i9"):
//
//	ID     = params ":" [ move { "." move } ]
//	params = rule [ "-" size ]           size 5..20, omitted for 15
//	rule   = "freestyle" | "standard" | "renju"
//	move   = column row                  column "a".."t", row 1..20
//
// "renju:h8.h9.i8" is a renju game after three moves; "freestyle-19:" is
// an empty 19x19 board. [Parse] also accepts upper-case columns and any of
// ", + _ -", spaces or nothing between moves ("renju:h8,h9,i8",
// "renju:h8h9i8"), and replays the moves through [State.Apply], so an ID
// with an illegal move is an error. s.ID() is canonical and Parse(s.ID())
// gives back s.
//
// Undo is [State.Undo], and [State.Rewind] steps back through a game
// without losing its later moves; a saved or shared game is its ID, so
// replaying it needs nothing else. Renju's forbidden points, with their
// reasons, come from [State.ForbiddenPoints], and a rejected move is an
// error wrapping [ErrIllegalMove] and the reason ([ErrOccupied],
// [ErrForbidden], [ErrGameOver], [ErrBadPoint]).
//
// Computer players live in the subpackage ai.
package gomoku
