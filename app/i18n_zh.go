package app

func init() {
	addMessages("zh", `
app.name        = Pastime
app.description = 浏览器里的经典游戏：数字华容道、五子棋和扫雷。免费、无广告、可离线。
app.tagline     = 经典游戏，免费，在浏览器中也能离线玩。
app.loading     = 正在加载 {progress}%

nav.home     = Pastime：首页
nav.label    = 游戏
nav.more     = 更多
nav.stats    = 统计
nav.settings = 设置
nav.skip     = 跳到正文
footer.text  = Pastime %s · 可离线使用 · 可从浏览器菜单安装

update.available = Pastime 有新版本了。
update.reload    = 重新加载

home.title   = Pastime：经典游戏
home.heading = 选择游戏
home.play    = 开始：%s

fifteen.name    = 数字华容道
fifteen.summary = 把数字方块按顺序排好。棋盘从 3×3 到 8×8，最优解算器提供提示。
fifteen.picture = 四乘四的数字方块棋盘，留有一个空位

gomoku.name    = 五子棋
gomoku.summary = 在 15×15 的棋盘上连成五子，可与朋友或电脑对弈，支持无禁手和连珠规则。
gomoku.picture = 放着黑白棋子的木制棋盘

minesweeper.name    = 扫雷
minesweeper.summary = 翻开所有安全格子，不要踩到地雷。经典难度、自定义棋盘和无猜模式。
minesweeper.picture = 带有数字和旗子的扫雷棋盘


notfound.title   = 页面不存在
notfound.heading = 这里没有页面
notfound.text    = 地址 %s 不对应 Pastime 的任何页面。
notfound.home    = 返回首页

crash.title  = 出错了
crash.text   = Pastime 因错误而停止。已保存的对局和统计数据都安全无恙。
crash.reload = 重新加载
crash.home   = 返回首页

store.corrupt  = 有一条保存的记录（%s）无法读取，已被移到一旁。其他数据完好无损。
store.full     = 浏览器拒绝保存数据。游戏仍可进行，但进度可能无法保留。
notice.dismiss = 关闭

settings.title         = 设置
settings.lang          = 语言
settings.lang.auto     = 跟随浏览器
settings.theme         = 主题
settings.theme.system  = 跟随系统
settings.theme.light   = 浅色
settings.theme.dark    = 深色
settings.motion        = 动画
settings.motion.system = 跟随系统
settings.motion.off    = 关闭
settings.qmarks        = 扫雷：右键可标记问号
settings.movenumbers   = 五子棋：在棋子上显示手数
settings.threats       = 五子棋：标出双方的冲四和活三
settings.eval          = 五子棋：显示形势条

stats.title   = 统计
stats.none    = 还没有游戏记录统计数据。
stats.reset   = 重置全部统计
stats.confirm = 要重置所有游戏的统计数据吗？此操作无法撤销。
stats.yes     = 是的，重置
stats.no      = 取消
stats.cleared = 所有统计数据已重置。
`)
}
