package app

func init() {
	addMessages("en", `
minesweeper.intro   = Open every cell without a mine. A number tells how many mines touch it; flag the mines you find.
minesweeper.dismiss = Dismiss

minesweeper.level              = Level
minesweeper.level.beginner     = Beginner
minesweeper.level.intermediate = Intermediate
minesweeper.level.expert       = Expert
minesweeper.level.custom       = Custom
minesweeper.levelOption#one    = %s · %d×%d, %d mine
minesweeper.levelOption#other  = %s · %d×%d, %d mines
minesweeper.customName#one     = %d×%d, %d mine
minesweeper.customName#other   = %d×%d, %d mines
minesweeper.withNoGuess        = %s, no guessing
minesweeper.noGuess            = No guessing
minesweeper.noGuessTitle       = Boards you can clear by logic alone, from the first click to the last
minesweeper.noGuessNext        = No guessing is on from the next game.
minesweeper.classicNext        = No guessing is off from the next game.
minesweeper.new                = New game

minesweeper.customTitle          = Custom board
minesweeper.width                = Width
minesweeper.height               = Height
minesweeper.mines                = Mines
minesweeper.customStart          = Start
minesweeper.cancel               = Cancel
minesweeper.badWidth             = The width must be a whole number from %d to %d.
minesweeper.badHeight            = The height must be a whole number from %d to %d.
minesweeper.badMinesAny          = The mines must be a whole number, at least 1.
minesweeper.badMines             = The mines must be a whole number from 1 to %d on a %d×%d board (the first click keeps 9 cells clear).
minesweeper.badMinesNoGuess      = The mines must be a whole number from 1 to %d on a %d×%d board with No guessing on (at most %d%% of the cells); turn it off for more.
minesweeper.noGuessTooMany#one   = No guessing allows at most %d mine on this board. Pick fewer mines first.
minesweeper.noGuessTooMany#other = No guessing allows at most %d mines on this board. Pick fewer mines first.

minesweeper.face            = New game
minesweeper.faceWon         = You won: new game
minesweeper.faceLost        = You lost: new game
minesweeper.minesLabel      = Mines left: %d
minesweeper.timeLabel#one   = Time: %d second
minesweeper.timeLabel#other = Time: %d seconds
minesweeper.board#one       = Minefield, %d columns by %d rows, %d mine
minesweeper.board#other     = Minefield, %d columns by %d rows, %d mines

minesweeper.cellAt         = Row %d, column %d: %s
minesweeper.tile.hidden    = closed
minesweeper.tile.flag      = flag
minesweeper.tile.question  = question mark
minesweeper.tile.empty     = empty
minesweeper.tile.mine      = mine
minesweeper.tile.exploded  = the mine that went off
minesweeper.tile.wrongFlag = wrong flag, no mine here
minesweeper.tileSafe       = %s, safe to open
minesweeper.tileProb       = %s, %d%% chance of a mine

minesweeper.started           = New game: %s. Click any cell to begin; the first always opens an area.
minesweeper.resumed           = Your unfinished game is back.
minesweeper.badLink           = This link does not hold a Minesweeper game (%s). Here is a new game instead.
minesweeper.why.params        = the board size is out of range: width and height go from %d to %d
minesweeper.why.id            = it is not a game ID such as expert#8812
minesweeper.restoring         = Bringing your game back…
minesweeper.generating        = Laying mines that need no guessing…
minesweeper.noLayout          = No board without guessing exists for this many mines here, so this game may need a guess.
minesweeper.cannotChord#one   = This %d has %d flag around it: flag all its mines before opening its other neighbours.
minesweeper.cannotChord#other = This %d has %d flags around it: flag all its mines before opening its other neighbours.
minesweeper.nothingAround     = Every neighbour of this number is open or flagged already.
minesweeper.isFlagged         = This cell is flagged. Remove the flag first (right-click, long press or F).
minesweeper.cannot            = Nothing to do on this cell.
minesweeper.flagged#one       = Flag placed. %d mine left.
minesweeper.flagged#other     = Flag placed. %d mines left.
minesweeper.questioned        = Question mark placed.
minesweeper.unmarked#one      = Mark removed. %d mine left.
minesweeper.unmarked#other    = Mark removed. %d mines left.
minesweeper.opened#one        = %d cell opened, %d to go.
minesweeper.opened#other      = %d cells opened, %d to go.
minesweeper.wonLive           = You won in %s, 3BV %d.
minesweeper.lostLive          = Boom! You opened a mine. The board shows every mine.

minesweeper.won      = Cleared!
minesweeper.resTime  = Time
minesweeper.res3BV   = 3BV
minesweeper.res3BVs  = 3BV/s
minesweeper.resEff   = Efficiency
minesweeper.helped   = Played with a hint: this game is kept apart from your records.
minesweeper.firstWin = Your first win at %s!
minesweeper.bestTime = New best time!
minesweeper.lost     = Boom!
minesweeper.lostText = You hit a mine after %s. The red one went off; crossed flags had no mine.
minesweeper.again    = Play again
minesweeper.tryAgain = Try again

minesweeper.flagMode      = Flag mode
minesweeper.flagModeTitle = When on, a tap or click places a flag instead of opening the cell
minesweeper.flagModeOn    = Flag mode on: taps place flags.
minesweeper.flagModeOff   = Flag mode off: taps open cells.
minesweeper.hint          = Hint
minesweeper.hintTitle     = Shows a cell that is certainly safe. A game with a hint does not count for your records
minesweeper.thinking      = Looking for a safe cell…
minesweeper.noHint        = No hint for this position.
minesweeper.hintSafe      = Row %d, column %d is certainly safe.
minesweeper.hintGuess     = No cell is certainly safe. Each closed cell shows its chance of a mine; the safest, row %d, column %d, has %d%%.
minesweeper.hintEstimate  = These chances are estimates: the position is too large to count exactly.
minesweeper.assistedNote  = A hint was used: this game will not count for your records.
minesweeper.share         = Copy link
minesweeper.copied        = Link copied
minesweeper.link          = Link to this game

minesweeper.howTitle   = How to play
minesweeper.howMouse   = Mouse: click to open, right-click to flag.
minesweeper.howTouch   = Touch: tap to open, hold to flag, or turn on Flag mode. Drag to scroll a big board.
minesweeper.howKeys    = Keyboard: arrows move, Space or Enter opens, F flags, H hints, N starts a new game.
minesweeper.howChord   = Click a number whose mines are all flagged to open the rest of its neighbours at once.
minesweeper.howNoGuess = With No guessing on, every board can be cleared by logic alone.
minesweeper.gameID     = Game ID:

minesweeper.statsFor           = Statistics: %s
minesweeper.statsNone          = No game of this kind finished yet.
minesweeper.statsEmpty         = No game finished yet.
minesweeper.statPlayed         = Played
minesweeper.statWon            = Won
minesweeper.statRate           = Win rate
minesweeper.statBest           = Best time
minesweeper.statStreak         = Current streak
minesweeper.statBestStreak     = Best streak
minesweeper.statHelped         = Played with a hint, not counted: %d
minesweeper.statsRule          = A game counts once it is won or lost; a game played with a hint is kept apart.
minesweeper.allKinds           = All levels and sizes
minesweeper.colKind            = Game
minesweeper.colPlayed          = Played
minesweeper.colWon             = Won
minesweeper.colRate            = Win rate
minesweeper.colBest            = Best time
minesweeper.colStreak          = Streak
minesweeper.colBestStreak      = Best streak
minesweeper.percent            = %d%%
minesweeper.seconds            = %s s
minesweeper.streakWins#one     = %d won
minesweeper.streakWins#other   = %d won
minesweeper.streakLosses#one   = %d lost
minesweeper.streakLosses#other = %d lost
`)
}
