package app

func init() {
	addMessages("zh", `
minesweeper.intro   = 打开所有没有地雷的格子。数字表示周围有几颗地雷；找到地雷就插上旗子。
minesweeper.dismiss = 关闭

minesweeper.level              = 难度
minesweeper.level.beginner     = 初级
minesweeper.level.intermediate = 中级
minesweeper.level.expert       = 高级
minesweeper.level.custom       = 自定义
minesweeper.levelOption#other  = %s · %d×%d，%d 颗雷
minesweeper.customName#other   = %d×%d，%d 颗雷
minesweeper.withNoGuess        = %s，无猜
minesweeper.noGuess            = 无猜模式
minesweeper.noGuessTitle       = 从第一下到最后一下，全凭逻辑就能扫完的棋盘
minesweeper.noGuessNext        = 下一局起开启无猜模式。
minesweeper.classicNext        = 下一局起关闭无猜模式。
minesweeper.new                = 新游戏

minesweeper.customTitle          = 自定义棋盘
minesweeper.width                = 宽度
minesweeper.height               = 高度
minesweeper.mines                = 地雷数
minesweeper.customStart          = 开始
minesweeper.cancel               = 取消
minesweeper.badWidth             = 宽度须为 %d 到 %d 之间的整数。
minesweeper.badHeight            = 高度须为 %d 到 %d 之间的整数。
minesweeper.badMinesAny          = 地雷数须为整数，至少为 1。
minesweeper.badMines             = 地雷数须为 1 到 %d 之间的整数（棋盘 %d×%d；第一下周围的 9 格不会有雷）。
minesweeper.badMinesNoGuess      = 开启无猜模式时，地雷数须为 1 到 %d 之间的整数（棋盘 %d×%d，最多占格子的 %d%%）；关闭无猜模式可放更多地雷。
minesweeper.noGuessTooMany#other = 无猜模式下这个棋盘最多只能有 %d 颗雷。请先减少地雷数。

minesweeper.face            = 新游戏
minesweeper.faceWon         = 你赢了：新游戏
minesweeper.faceLost        = 你输了：新游戏
minesweeper.minesLabel      = 剩余地雷：%d
minesweeper.timeLabel#other = 时间：%d 秒
minesweeper.board#other     = 雷区，%d 列 %d 行，%d 颗雷

minesweeper.cellAt         = 第 %d 行第 %d 列：%s
minesweeper.tile.hidden    = 未打开
minesweeper.tile.flag      = 旗子
minesweeper.tile.question  = 问号
minesweeper.tile.empty     = 空
minesweeper.tile.mine      = 地雷
minesweeper.tile.exploded  = 被引爆的地雷
minesweeper.tile.wrongFlag = 插错的旗子，这里没有雷
minesweeper.tileSafe       = %s，可以安全打开
minesweeper.tileProb       = %s，有雷的概率为 %d%%

minesweeper.started           = 新游戏：%s。点击任意格子开始；第一下总会打开一片区域。
minesweeper.resumed           = 已恢复你未完成的对局。
minesweeper.badLink           = 此链接不包含扫雷对局（%s）。已为你开始新游戏。
minesweeper.why.params        = 棋盘大小超出范围：宽和高须在 %d 到 %d 之间
minesweeper.why.id            = 它不是 expert#8812 这样的对局编号
minesweeper.restoring         = 正在恢复你的对局…
minesweeper.generating        = 正在布置无需猜测的地雷…
minesweeper.noLayout          = 这个棋盘放这么多地雷时不存在无猜布局，所以本局可能需要猜测。
minesweeper.cannotChord#other = 这个 %d 周围有 %d 面旗子：先标出它周围所有的地雷，再打开其余的相邻格子。
minesweeper.nothingAround     = 这个数字周围的格子都已打开或插旗。
minesweeper.isFlagged         = 这个格子插了旗子。请先取下旗子（右键、长按或 F）。
minesweeper.cannot            = 这个格子无法操作。
minesweeper.flagged#other     = 已插旗。还剩 %d 颗雷。
minesweeper.questioned        = 已标记问号。
minesweeper.unmarked#other    = 已取消标记。还剩 %d 颗雷。
minesweeper.opened#other      = 打开了 %d 个格子，还剩 %d 个。
minesweeper.wonLive           = 你赢了，用时 %s，3BV 为 %d。
minesweeper.lostLive          = 轰！你踩到了地雷。棋盘上显示了所有地雷。

minesweeper.won      = 扫雷成功！
minesweeper.resTime  = 用时
minesweeper.res3BV   = 3BV
minesweeper.res3BVs  = 3BV/s
minesweeper.resEff   = 效率
minesweeper.helped   = 使用了提示：本局与你的记录分开统计。
minesweeper.firstWin = 首次获胜：%s！
minesweeper.bestTime = 新的最快纪录！
minesweeper.lost     = 轰！
minesweeper.lostText = 你在 %s 后踩到了地雷。红色的那颗被引爆；打叉的旗子下面没有雷。
minesweeper.again    = 再玩一局
minesweeper.tryAgain = 再试一次

minesweeper.flagMode      = 插旗模式
minesweeper.flagModeTitle = 开启后，点按会插旗而不是打开格子
minesweeper.flagModeOn    = 插旗模式已开启：点按插旗。
minesweeper.flagModeOff   = 插旗模式已关闭：点按打开格子。
minesweeper.hint          = 提示
minesweeper.hintTitle     = 显示一个必定安全的格子。使用提示的对局不计入记录
minesweeper.thinking      = 正在寻找安全的格子…
minesweeper.noHint        = 当前局面没有提示。
minesweeper.hintSafe      = 第 %d 行第 %d 列必定安全。
minesweeper.hintGuess     = 没有必定安全的格子。每个未打开的格子都显示了有雷的概率；最安全的是第 %d 行第 %d 列，概率为 %d%%。
minesweeper.hintEstimate  = 这些概率是估算值：局面太大，无法精确计算。
minesweeper.assistedNote  = 使用了提示：本局不计入记录。
minesweeper.share         = 复制链接
minesweeper.copied        = 链接已复制
minesweeper.link          = 本局链接

minesweeper.howTitle   = 玩法
minesweeper.howMouse   = 鼠标：单击打开，右键插旗。
minesweeper.howTouch   = 触摸屏：点按打开，长按插旗，或开启插旗模式。拖动可滚动大棋盘。
minesweeper.howKeys    = 键盘：方向键移动，空格或回车打开，F 插旗，H 提示，N 开始新游戏。
minesweeper.howChord   = 点击周围地雷都已插旗的数字，可一次打开它其余的相邻格子。
minesweeper.howNoGuess = 开启无猜模式后，每个棋盘都能全凭逻辑扫完。
minesweeper.gameID     = 对局编号：

minesweeper.statsFor           = 统计：%s
minesweeper.statsNone          = 这种对局还没有完成过。
minesweeper.statsEmpty         = 还没有完成过任何对局。
minesweeper.statPlayed         = 局数
minesweeper.statWon            = 胜局
minesweeper.statRate           = 胜率
minesweeper.statBest           = 最快用时
minesweeper.statStreak         = 当前连续
minesweeper.statBestStreak     = 最长连胜
minesweeper.statHelped         = 使用提示、不计入的对局：%d
minesweeper.statsRule          = 对局分出胜负后才计入；使用提示的对局单独统计。
minesweeper.allKinds           = 所有难度和大小
minesweeper.colKind            = 对局
minesweeper.colPlayed          = 局数
minesweeper.colWon             = 胜局
minesweeper.colRate            = 胜率
minesweeper.colBest            = 最快用时
minesweeper.colStreak          = 连续
minesweeper.colBestStreak      = 最长连胜
minesweeper.percent            = %d%%
minesweeper.seconds            = %s 秒
minesweeper.streakWins#other   = 连胜 %d
minesweeper.streakLosses#other = 连败 %d
`)
}
