package app

func init() {
	addMessages("zh", `
fifteen.intro      = 把方块按 1 到 %d 的顺序排好，空位留在右下角。
fifteen.size       = 大小
fifteen.sizeOption = %d×%d
fifteen.new        = 新游戏
fifteen.again      = 再玩一局
fifteen.restart    = 重来
fifteen.hint       = 提示
fifteen.solve      = 自动解
fifteen.stop       = 停止
fifteen.helpTitle  = 用了提示或自动解的对局不计入记录
fifteen.share      = 复制链接
fifteen.copied     = 链接已复制
fifteen.link       = 本局链接
fifteen.dismiss    = 关闭

fifteen.moves  = 步数
fifteen.slides = 滑动
fifteen.time   = 时间

fifteen.board    = 棋盘，%d 乘 %d
fifteen.tile     = 方块 %d
fifteen.tileHint = 方块 %d，提示的下一步
fifteen.gap      = 空位

fifteen.dir.up    = 上
fifteen.dir.down  = 下
fifteen.dir.left  = 左
fifteen.dir.right = 右

fifteen.started   = 新的 %s 游戏。
fifteen.resumed   = 已恢复到你上次离开时的局面。
fifteen.restarted = 已回到本局开始。
fifteen.moved     = 方块 %d 向%s移动。
fifteen.movedMany = 方块 %s 向%s移动。
fifteen.cannot    = 方块 %d 与空位不在同一行或同一列。
fifteen.noMove    = 没有方块能向%s移动。

fifteen.preparing         = 正在准备最短解法，只在第一次需要…
fifteen.building          = 正在准备最短解法，只在第一次需要：%d%%
fifteen.thinking          = 思考中…
fifteen.solving#other     = 自动解中：还剩 %d 步。
fifteen.stopped           = 已停止，轮到你了。
fifteen.noHint            = 现在无法给出提示。
fifteen.hintOptimal#other = 移动方块 %d。离完成还有 %d 步。
fifteen.hintFast#other    = 移动方块 %d。%d 步内可以完成。
fifteen.hintLast          = 移动方块 %d 即可完成。
fifteen.assistedNote      = 已使用帮助：本局不计入记录。

fifteen.solved           = 完成！
fifteen.result           = %s · %s · %s
fifteen.solvedLive       = 完成：%s，用时 %s。
fifteen.moveCount#other  = %d 步
fifteen.slideCount#other = 滑动 %d 次
fifteen.first            = 第一次完成 %s！
fifteen.bestTime         = 新的最快纪录！
fifteen.bestMoves        = 新的最少步数纪录！
fifteen.helped           = 借助帮助完成：不计入记录。

fifteen.stats         = 统计
fifteen.statsFor      = %s 统计
fifteen.statsNone     = 还没有完成过 %s 的对局。你的用时和步数会显示在这里。
fifteen.statSolved    = 完成局数
fifteen.statBestTime  = 最快用时
fifteen.statBestMoves = 最少步数
fifteen.statAvgTime   = 平均用时
fifteen.statAvgMoves  = 平均步数
fifteen.statHelped    = 借助帮助完成：%d
fifteen.allSizes      = 所有大小
fifteen.allStats      = 全部统计
fifteen.colSolved     = 完成
fifteen.colTime       = 最快用时
fifteen.colMoves      = 最少步数
fifteen.colAvg        = 平均
fifteen.colHelped     = 借助帮助
fifteen.statsEmpty    = 还没有完成过任何对局。

fifteen.howTitle = 玩法
fifteen.howClick = 点击与空位同一行或同一列的方块：它会连同中间的方块一起滑向空位。
fifteen.howSwipe = 在触摸屏上滑动，可以移动空位旁边的方块。
fifteen.howKeys  = 方向键把方块移入空位。
fifteen.howHint  = “提示”显示最短解法的下一步；“自动解”把它走完。
fifteen.gameID   = 对局

fifteen.badLink        = 此链接不包含有效的对局：%s。已为你开始新游戏。
fifteen.why.size       = 棋盘大小须在 %d×%d 到 %d×%d 之间
fifteen.why.unsolvable = 这个局面无解
fifteen.why.tiles      = 其中的方块并非各出现一次
fifteen.why.id         = 它不是对局编号
`)
}
