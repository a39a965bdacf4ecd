package app

func init() {
	addMessages("zh", `
gomoku.dismiss = 关闭
gomoku.side    = 对局信息

gomoku.rule.freestyle     = 无禁手
gomoku.rule.standard      = 恰好五子
gomoku.rule.renju         = 连珠
gomoku.ruleHint.freestyle = 连成五子或更多即胜
gomoku.ruleHint.standard  = 恰好连成五子才胜，六子以上不算
gomoku.ruleHint.renju     = 黑方禁止三三、四四和长连
gomoku.sizeOption         = %d×%d

gomoku.twoPlayers    = 双人对弈
gomoku.computer      = 电脑
gomoku.vsLevel       = 对战电脑（%s）
gomoku.computerLevel = 电脑 · %s
gomoku.you           = 你

gomoku.color.black    = 黑
gomoku.color.white    = 白
gomoku.colorCap.black = 黑方
gomoku.colorCap.white = 白方
gomoku.stone.black    = 黑子
gomoku.stone.white    = 白子
gomoku.empty          = 空
gomoku.lastMove       = 最后一手
gomoku.inLine         = 在获胜连线上
gomoku.inThree        = 属于活三
gomoku.inFour         = 属于冲四
gomoku.forbiddenFor   = 黑方禁手：%s

gomoku.reason.doubleThree = 三三
gomoku.reason.doubleFour  = 四四
gomoku.reason.overline    = 长连
gomoku.reason.other       = 禁手

gomoku.board = 棋盘，%d 乘 %d
gomoku.keys  = 方向键移动光标，回车或空格落子，H 显示提示，L 显示最佳变化，[ 和 ] 逐手查看，E 显示形势。

gomoku.toPlay       = 轮到%s
gomoku.yourTurn     = 轮到你（执%s）
gomoku.computerTurn = 轮到电脑
gomoku.thinking     = 电脑思考中…
gomoku.blackWins    = 黑方胜！
gomoku.whiteWins    = 白方胜！
gomoku.youWin       = 你赢了！
gomoku.computerWins = 电脑获胜。
gomoku.draw         = 和棋：棋盘已满。

gomoku.started        = 新对局：%s。
gomoku.startedVs      = 新对局：%s。你执%s。
gomoku.restarted      = 重新开始：%s。
gomoku.resumed        = 已恢复到你上次离开时的局面。
gomoku.opened#other   = 已打开分享的对局，已下 %d 手，双人对弈。
gomoku.played         = %s落子 %s。
gomoku.undone         = 已悔棋。%s。
gomoku.occupied       = %s 已有棋子。
gomoku.forbiddenMove  = 黑方不能下在 %s：%s。
gomoku.illegal        = %s 不能落子。
gomoku.over           = 对局已结束。请重来或开始新对局。
gomoku.wait           = 请稍候：电脑正在思考。
gomoku.reviewing      = 你正在回看对局。转到最后一手可查看终局。
gomoku.aimed          = 已选中 %s：再点一次即可落子。
gomoku.computerFailed = 电脑找不到可下的位置。
gomoku.nextGame       = 你的选择将用于下一局新对局。
gomoku.copied         = 链接已复制

gomoku.undo         = 悔棋
gomoku.undoTitle    = 撤回最后一手（对战电脑时：撤回你的一手和电脑的应手）
gomoku.restart      = 重来
gomoku.again        = 再玩一局
gomoku.restartTitle = 从空棋盘重新开始同样的对局
gomoku.share        = 复制链接
gomoku.link         = 本局链接

gomoku.moves             = 棋谱
gomoku.moveCount#other   = 已下 %d 手
gomoku.noMoves           = 还没有棋子。黑方先行，通常下在天元。
gomoku.moveLabel         = 第 %d 手，%s %s
gomoku.review            = 逐手回看
gomoku.first             = 第一手
gomoku.prev              = 上一手
gomoku.next              = 下一手
gomoku.lastPos           = 终局
gomoku.reviewPos         = %d / %d
gomoku.reviewAt          = 第 %d 手（共 %d 手）：%s。
gomoku.reviewStart#other = 空棋盘，本局共 %d 手。
gomoku.reviewEnd         = 终局。%s

gomoku.newGame     = 新对局
gomoku.opponent    = 对手
gomoku.youPlay     = 你执
gomoku.movesFirst  = 先行
gomoku.level       = 难度
gomoku.movesSecond = 后行

gomoku.level.easy          = 简单
gomoku.level.medium        = 中等
gomoku.level.hard          = 困难
gomoku.level.strongest     = 最强
gomoku.levelHint.easy      = 经典的权重表
gomoku.levelHint.medium    = 能看到一步之内的威胁
gomoku.levelHint.hard      = 向前推算，主动进攻
gomoku.levelHint.strongest = 思考时间最长
gomoku.rules               = 规则
gomoku.size                = 棋盘
gomoku.start               = 开始新对局
gomoku.pending             = 在你开始新对局之前，棋盘上的对局会继续。

gomoku.statsFor     = 对战电脑：%s，%s
gomoku.statsNone    = 还没有与电脑对弈过。
gomoku.statsCaption = 按难度和规则统计的人机对局
gomoku.colLevel     = 难度
gomoku.colRule      = 规则
gomoku.colPlayed    = 对局
gomoku.colWon       = 胜
gomoku.colLost      = 负
gomoku.colDrawn     = 和
gomoku.allStats     = 全部统计

gomoku.howTitle          = 玩法
gomoku.howRule.freestyle = 黑白双方轮流在空的交叉点上落子，黑方先行。先在横、竖或斜方向连成五子或更多的一方获胜。
gomoku.howRule.standard  = 黑白双方轮流在空的交叉点上落子，黑方先行。先连成恰好五子的一方获胜：六子或更多连成一线不算。
gomoku.howRule.renju     = 黑白双方轮流落子，黑方先行；连成五子获胜。为了平衡黑方先行的优势，黑方不能下在会形成两个活三、两个四或长连的点上（标有 ×），除非这一手同时连成五子。白方连成五子或更多即获胜。
gomoku.howClick          = 点击交叉点落子。
gomoku.howTouch          = 在小触摸屏上，先点一下交叉点瞄准，再点一次落子。
gomoku.howKeys           = 键盘：方向键在棋盘上移动光标，回车或空格落子，H 显示提示，L 显示最佳变化，[ 和 ] 逐手查看，E 显示形势。
gomoku.howReview         = 对局结束后，可以用按钮或棋谱逐手回看；“查找失误”让引擎标出形势逆转之处并给出它的着法。
gomoku.gameID            = 对局

gomoku.badLink     = 此链接不包含有效的对局：%s。已为你开始新对局。
gomoku.why.size    = 棋盘须为 %d 到 %d 路
gomoku.why.rule    = 规则不是无禁手、恰好五子或连珠
gomoku.why.illegal = 其中有一手不合规则
gomoku.why.point   = 其中有一手不在棋盘上
gomoku.why.id      = 它不是对局编号
gomoku.hint        = 提示
gomoku.hinting     = 思考中…
gomoku.hintTitle   = 为当前行棋方显示最佳着法（H）。与电脑的对局一旦使用提示，不计入你的战绩
gomoku.hintAt      = 提示：%s。
gomoku.hintMark    = 提示
gomoku.hintFailed  = 暂无提示：引擎未能运行，请再试一次。
gomoku.helpedNote  = 已使用提示：本局不计入你的战绩。
gomoku.colHelped   = 用过提示
gomoku.hint.five           = 这一手连成五子。
gomoku.hint.blockFive      = 这一手挡住五连。
gomoku.hint.vcf            = 这一手以连续冲四取胜。
gomoku.hint.vct            = 这一手以连续威胁（冲四和活三）取胜。
gomoku.hint.openFour       = 这一手形成活四。
gomoku.hint.fourThree      = 这一手形成四三。
gomoku.hint.blockOpenFour  = 这一手占住双四点。
gomoku.hint.blockFourThree = 这一手挡住四三。
gomoku.hint.doubleThree    = 这一手形成双活三。
gomoku.hint.blockThree     = 这一手应对活三。
gomoku.hint.four           = 这一手形成冲四。
gomoku.hint.three          = 这一手形成活三。
gomoku.bestLine     = 最佳变化
gomoku.bestLineHide = 隐藏变化
gomoku.lineTitle    = 显示引擎在提示之后预计的着法（L）；[ 和 ] 逐手查看
gomoku.lineBack     = 少显示一手
gomoku.lineNext     = 多显示一手
gomoku.lineCount    = 第 %d 手，共 %d 手
gomoku.lineAt       = 最佳变化：显示 %d / %d 手，最后一手在 %s。
gomoku.lineHidden   = 已隐藏最佳变化。
gomoku.lineMark     = 最佳变化第 %d 手
gomoku.eval          = 形势
gomoku.evalTitle     = 显示引擎眼中哪一方占优（E）
gomoku.evalOn        = 已显示形势条。
gomoku.evalOff       = 已隐藏形势条。
gomoku.evalLabel     = 形势
gomoku.evalWaiting   = 引擎正在分析局面…
gomoku.evalThinking  = %s（正在分析最后一手…）
gomoku.eval.chances  = 黑方 %d%% · 白方 %d%%
gomoku.eval.blackIn#other = 黑方 %d 手必胜
gomoku.eval.whiteIn#other = 白方 %d 手必胜
gomoku.eval.blackWins = 黑方必胜
gomoku.eval.whiteWins = 白方必胜
gomoku.scan          = 查找失误
gomoku.scanTitle     = 引擎逐个分析本局的局面，标出形势逆转的着法
gomoku.scanStarted   = 引擎正在复盘。
gomoku.scanning      = 复盘中：已分析 %d / %d 个局面。
gomoku.scanProgress  = 复盘
gomoku.scanFailed    = 复盘失败：引擎未能运行。请再试一次。
gomoku.scanClean     = 引擎没有在本局中发现失误。
gomoku.scanFound#other = 引擎标出了 %d 手。逐手回看即可看到。
gomoku.mistake.lost   = 败着
gomoku.mistake.missed = 错失胜机
gomoku.mistake.swing  = 失误
gomoku.mistakeAt      = 第 %d 手，%s %s：%s。引擎会下 %s。
gomoku.betterMark     = 引擎的着法
`)
}
