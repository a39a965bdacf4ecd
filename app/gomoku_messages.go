package app

func init() {
	addMessages("en", `
gomoku.dismiss = Dismiss
gomoku.side    = Game details

gomoku.rule.freestyle     = Freestyle
gomoku.rule.standard      = Exact five
gomoku.rule.renju         = Renju
gomoku.ruleHint.freestyle = Five or more in a row wins
gomoku.ruleHint.standard  = Exactly five wins; six or more does not
gomoku.ruleHint.renju     = Black may not make 3×3, 4×4 or six
gomoku.sizeOption         = %d×%d

gomoku.twoPlayers    = Two players
gomoku.computer      = Computer
gomoku.vsLevel       = against the computer (%s)
gomoku.computerLevel = Computer · %s
gomoku.you           = You

gomoku.color.black    = black
gomoku.color.white    = white
gomoku.colorCap.black = Black
gomoku.colorCap.white = White
gomoku.stone.black    = black stone
gomoku.stone.white    = white stone
gomoku.empty          = empty
gomoku.lastMove       = last move
gomoku.inLine         = in the winning line
gomoku.inThree        = in an open three
gomoku.inFour         = in a four
gomoku.forbiddenFor   = forbidden for black: %s

gomoku.reason.doubleThree = double three
gomoku.reason.doubleFour  = double four
gomoku.reason.overline    = overline
gomoku.reason.other       = forbidden

gomoku.board = Board, %d by %d
gomoku.keys  = Arrow keys move the cursor, Enter or Space places a stone, H shows a hint, L its best line, [ and ] step through it, E shows the evaluation.

gomoku.toPlay       = %s to play
gomoku.yourTurn     = Your turn (%s)
gomoku.computerTurn = The computer's turn
gomoku.thinking     = The computer is thinking…
gomoku.blackWins    = Black wins!
gomoku.whiteWins    = White wins!
gomoku.youWin       = You win!
gomoku.computerWins = The computer wins.
gomoku.draw         = A draw: the board is full.

gomoku.started        = New game: %s.
gomoku.startedVs      = New game: %s. You play %s.
gomoku.restarted      = Started over: %s.
gomoku.resumed        = Your game is back where you left it.
gomoku.opened#one     = Shared game opened after %d move, for two players.
gomoku.opened#other   = Shared game opened after %d moves, for two players.
gomoku.played         = %s played %s.
gomoku.undone         = Move taken back. %s.
gomoku.occupied       = %s already holds a stone.
gomoku.forbiddenMove  = Black may not play %s: %s.
gomoku.illegal        = No stone can go at %s.
gomoku.over           = The game is over. Restart or start a new game.
gomoku.wait           = Please wait: the computer is thinking.
gomoku.reviewing      = You are looking back through the game. Go to the last move to see the end.
gomoku.aimed          = %s aimed: tap it again to place the stone.
gomoku.computerFailed = The computer could not find a move.
gomoku.nextGame       = Your choice applies to the next new game.
gomoku.copied         = Link copied

gomoku.undo         = Undo
gomoku.undoTitle    = Take back the last move (against the computer: your move and its reply)
gomoku.restart      = Restart
gomoku.again        = Play again
gomoku.restartTitle = Start this kind of game again from an empty board
gomoku.share        = Copy link
gomoku.link         = Link to this game

gomoku.moves             = Moves
gomoku.moveCount#one     = %d played
gomoku.moveCount#other   = %d played
gomoku.noMoves           = No stones yet. Black starts, usually in the centre.
gomoku.moveLabel         = Move %d, %s %s
gomoku.review            = Step through the game
gomoku.first             = First move
gomoku.prev              = Previous move
gomoku.next              = Next move
gomoku.lastPos           = Final position
gomoku.reviewPos         = %d / %d
gomoku.reviewAt          = Move %d of %d: %s.
gomoku.reviewStart#one   = The empty board, before the game's %d move.
gomoku.reviewStart#other = The empty board, before the first of %d moves.
gomoku.reviewEnd         = The final position. %s

gomoku.newGame     = New game
gomoku.opponent    = Opponent
gomoku.youPlay     = You play
gomoku.movesFirst  = Moves first
gomoku.level       = Level
gomoku.movesSecond = Moves second

gomoku.level.easy          = Easy
gomoku.level.medium        = Medium
gomoku.level.hard          = Hard
gomoku.level.strongest     = Strongest
gomoku.levelHint.easy      = The classic weight table
gomoku.levelHint.medium    = Sees threats one move ahead
gomoku.levelHint.hard      = Reads ahead and attacks
gomoku.levelHint.strongest = Thinks longest
gomoku.rules               = Rules
gomoku.size                = Board
gomoku.start               = Start new game
gomoku.pending             = The game on the board goes on until you start a new one.

gomoku.statsFor     = Against the computer: %s, %s
gomoku.statsNone    = No game against the computer yet.
gomoku.statsCaption = Games against the computer by level and rules
gomoku.colLevel     = Level
gomoku.colRule      = Rules
gomoku.colPlayed    = Played
gomoku.colWon       = Won
gomoku.colLost      = Lost
gomoku.colDrawn     = Drawn
gomoku.allStats     = All statistics

gomoku.howTitle          = How to play
gomoku.howRule.freestyle = Black and White take turns placing a stone on an empty point, Black first. The first to get five or more in a row, across, down or diagonally, wins.
gomoku.howRule.standard  = Black and White take turns placing a stone on an empty point, Black first. The first to get exactly five in a row wins: six or more in a row does not count.
gomoku.howRule.renju     = Black and White take turns, Black first; five in a row wins. To balance Black's first move, Black may not play a point that makes two open threes, two fours or six in a row (marked ×), unless it makes five. White wins with five or more.
gomoku.howClick          = Click a point to place a stone.
gomoku.howTouch          = On a small touch screen, tap a point to aim, then tap it again to place the stone.
gomoku.howKeys           = Keyboard: arrow keys move the cursor on the board, Enter or Space places a stone, H shows a hint, L its best line, [ and ] step through it, E shows the evaluation.
gomoku.howReview         = When a game ends, step through its moves with the buttons or the move list; Find the mistakes lets the engine mark where the game swung and show its move instead.
gomoku.gameID            = Game

gomoku.badLink     = This link does not hold a game: %s. Here is a new game instead.
gomoku.why.size    = boards go from %d to %d lines
gomoku.why.rule    = the rules are not freestyle, standard or renju
gomoku.why.illegal = one of its moves cannot be played
gomoku.why.point   = one of its moves is not a point of the board
gomoku.why.id      = it is not a game ID
gomoku.hint        = Hint
gomoku.hinting     = Thinking…
gomoku.hintTitle   = Shows the best move for the player to move (H). A game against the computer with a hint does not count for your records
gomoku.hintAt      = Hint: %s.
gomoku.hintMark    = the hint
gomoku.hintFailed  = No hint this time: the engine could not run. Try again.
gomoku.helpedNote  = A hint was used: this game will not count for your records.
gomoku.colHelped   = With a hint
gomoku.hint.five           = It makes five in a row.
gomoku.hint.blockFive      = It blocks a five.
gomoku.hint.vcf            = It wins by continuous fours.
gomoku.hint.vct            = It wins by continuous threats: fours and open threes.
gomoku.hint.openFour       = It makes an open four.
gomoku.hint.fourThree      = It makes a four-three.
gomoku.hint.blockOpenFour  = It takes the point of a double four.
gomoku.hint.blockFourThree = It blocks a four-three.
gomoku.hint.doubleThree    = It makes two open threes.
gomoku.hint.blockThree     = It answers an open three.
gomoku.hint.four           = It makes a four.
gomoku.hint.three          = It makes an open three.
gomoku.bestLine     = Best line
gomoku.bestLineHide = Hide the line
gomoku.lineTitle    = Shows the moves the engine expects after its hint (L); [ and ] step through them
gomoku.lineBack     = One move less of the line
gomoku.lineNext     = One move more of the line
gomoku.lineCount    = %d of %d
gomoku.lineAt       = Best line: %d of %d moves shown, the last at %s.
gomoku.lineHidden   = Best line hidden.
gomoku.lineMark     = move %d of the best line
gomoku.eval          = Evaluation
gomoku.evalTitle     = Shows who stands better, as the engine sees it (E)
gomoku.evalOn        = Evaluation bar shown.
gomoku.evalOff       = Evaluation bar hidden.
gomoku.evalLabel     = Evaluation
gomoku.evalWaiting   = The engine is reading the position…
gomoku.evalThinking  = %s (reading the last move…)
gomoku.eval.chances  = Black %d%% · White %d%%
gomoku.eval.blackIn#one   = Black wins in %d move
gomoku.eval.blackIn#other = Black wins in %d moves
gomoku.eval.whiteIn#one   = White wins in %d move
gomoku.eval.whiteIn#other = White wins in %d moves
gomoku.eval.blackWins = Black wins by force
gomoku.eval.whiteWins = White wins by force
gomoku.scan          = Find the mistakes
gomoku.scanTitle     = The engine reads every position of the game and marks the moves where it swung
gomoku.scanStarted   = The engine is reviewing the game.
gomoku.scanning      = Reviewing: %d of %d positions read.
gomoku.scanProgress  = Review
gomoku.scanFailed    = The review could not run: the engine failed. Try again.
gomoku.scanClean     = The engine found no mistakes in this game.
gomoku.scanFound#one   = The engine marked %d move. Step through the game to see it.
gomoku.scanFound#other = The engine marked %d moves. Step through the game to see them.
gomoku.mistake.lost   = the move that lost
gomoku.mistake.missed = a missed win
gomoku.mistake.swing  = a mistake
gomoku.mistakeAt      = Move %d, %s %s: %s. The engine would play %s.
gomoku.betterMark     = the engine's move instead
`)
}
