package app

func init() {
	addMessages("en", `
fifteen.intro      = Slide the tiles into order, 1 to %d, with the gap in the bottom right corner.
fifteen.size       = Size
fifteen.sizeOption = %d×%d
fifteen.new        = New game
fifteen.again      = Play again
fifteen.restart    = Restart
fifteen.hint       = Hint
fifteen.solve      = Solve
fifteen.stop       = Stop
fifteen.helpTitle  = A game solved with Hint or Solve does not count for your records
fifteen.share      = Copy link
fifteen.copied     = Link copied
fifteen.link       = Link to this game
fifteen.dismiss    = Dismiss

fifteen.moves  = Moves
fifteen.slides = Slides
fifteen.time   = Time

fifteen.board    = Board, %d by %d
fifteen.tile     = Tile %d
fifteen.tileHint = Tile %d, the hint's next move
fifteen.gap      = Gap

fifteen.dir.up    = up
fifteen.dir.down  = down
fifteen.dir.left  = left
fifteen.dir.right = right

fifteen.started   = New %s game.
fifteen.resumed   = Your game is back where you left it.
fifteen.restarted = Back to the start of this game.
fifteen.moved     = Tile %d moved %s.
fifteen.movedMany = Tiles %s moved %s.
fifteen.cannot    = Tile %d is not in the gap's row or column.
fifteen.noMove    = No tile can move %s.

fifteen.preparing         = Getting the shortest solution ready, the first time only…
fifteen.building          = Getting the shortest solution ready, the first time only: %d%%
fifteen.thinking          = Thinking…
fifteen.solving#one       = Solving: %d move to go.
fifteen.solving#other     = Solving: %d moves to go.
fifteen.stopped           = Stopped. Your turn.
fifteen.noHint            = No hint is available right now.
fifteen.hintOptimal#one   = Move tile %d. %d move from solved.
fifteen.hintOptimal#other = Move tile %d. %d moves from solved.
fifteen.hintFast#one      = Move tile %d. Solvable in %d move.
fifteen.hintFast#other    = Move tile %d. Solvable in %d moves.
fifteen.hintLast          = Move tile %d to solve it.
fifteen.assistedNote      = Help used: this game will not count for your records.

fifteen.solved           = Solved!
fifteen.result           = %s · %s · %s
fifteen.solvedLive       = Solved in %s and %s.
fifteen.moveCount#one    = %d move
fifteen.moveCount#other  = %d moves
fifteen.slideCount#one   = %d slide
fifteen.slideCount#other = %d slides
fifteen.first            = Your first %s solved!
fifteen.bestTime         = New best time!
fifteen.bestMoves        = Fewest moves yet!
fifteen.helped           = Solved with help: not counted for records.

fifteen.stats         = Statistics
fifteen.statsFor      = %s statistics
fifteen.statsNone     = No %s game solved yet. Your times and move counts will show here.
fifteen.statSolved    = Games solved
fifteen.statBestTime  = Best time
fifteen.statBestMoves = Fewest moves
fifteen.statAvgTime   = Average time
fifteen.statAvgMoves  = Average moves
fifteen.statHelped    = Solved with help: %d
fifteen.allSizes      = All sizes
fifteen.allStats      = All statistics
fifteen.colSolved     = Solved
fifteen.colTime       = Best time
fifteen.colMoves      = Fewest moves
fifteen.colAvg        = Average
fifteen.colHelped     = With help
fifteen.statsEmpty    = No game solved yet.

fifteen.howTitle = How to play
fifteen.howClick = Click or tap a tile in the gap's row or column: it slides into the gap with every tile between.
fifteen.howSwipe = On a touch screen, swipe to slide the tile next to the gap.
fifteen.howKeys  = Arrow keys move a tile into the gap.
fifteen.howHint  = Hint shows the next move of a shortest solution; Solve plays it to the end.
fifteen.gameID   = Game

fifteen.badLink        = This link does not hold a game: %s. Here is a new game instead.
fifteen.why.size       = boards go from %d×%d to %d×%d
fifteen.why.unsolvable = that position cannot be solved
fifteen.why.tiles      = its tiles are not each listed once
fifteen.why.id         = it is not a game ID
`)
}
