package app

func init() {
	addMessages("ru", `
gomoku.dismiss = Закрыть
gomoku.side    = Сведения об игре

gomoku.rule.freestyle     = Свободные правила
gomoku.rule.standard      = Ровно пять
gomoku.rule.renju         = Рэндзю
gomoku.ruleHint.freestyle = Побеждают пять камней в ряд или больше
gomoku.ruleHint.standard  = Побеждают ровно пять; шесть и больше — нет
gomoku.ruleHint.renju     = Чёрным нельзя строить 3×3, 4×4 и шесть в ряд
gomoku.sizeOption         = %d×%d

gomoku.twoPlayers    = Два игрока
gomoku.computer      = Компьютер
gomoku.vsLevel       = против компьютера (%s)
gomoku.computerLevel = Компьютер · %s
gomoku.you           = Вы

gomoku.color.black    = чёрные
gomoku.color.white    = белые
gomoku.colorCap.black = Чёрные
gomoku.colorCap.white = Белые
gomoku.stone.black    = чёрный камень
gomoku.stone.white    = белый камень
gomoku.empty          = пусто
gomoku.lastMove       = последний ход
gomoku.inLine         = в выигрышном ряду
gomoku.inThree        = в открытой тройке
gomoku.inFour         = в четвёрке
gomoku.forbiddenFor   = запрещено для чёрных: %s

gomoku.reason.doubleThree = двойная тройка
gomoku.reason.doubleFour  = двойная четвёрка
gomoku.reason.overline    = длинный ряд
gomoku.reason.other       = запрещённый ход

gomoku.board = Доска %d на %d
gomoku.keys  = Стрелки перемещают курсор, Enter или пробел ставит камень, H показывает подсказку, L её лучшую линию, [ и ] листают её, E показывает оценку.

gomoku.toPlay       = %s ходят
gomoku.yourTurn     = Ваш ход (%s)
gomoku.computerTurn = Ход компьютера
gomoku.thinking     = Компьютер думает…
gomoku.blackWins    = Чёрные победили!
gomoku.whiteWins    = Белые победили!
gomoku.youWin       = Вы победили!
gomoku.computerWins = Компьютер победил.
gomoku.draw         = Ничья: доска заполнена.

gomoku.started        = Новая игра: %s.
gomoku.startedVs      = Новая игра: %s. Ваши камни — %s.
gomoku.restarted      = Игра начата заново: %s.
gomoku.resumed        = Ваша игра на том же месте, где вы её оставили.
gomoku.opened#one     = Открыта партия по ссылке, после %d хода; играют двое.
gomoku.opened#few     = Открыта партия по ссылке, после %d ходов; играют двое.
gomoku.opened#many    = Открыта партия по ссылке, после %d ходов; играют двое.
gomoku.played         = %s: ход %s.
gomoku.undone         = Ход отменён. %s.
gomoku.occupied       = На %s уже стоит камень.
gomoku.forbiddenMove  = Чёрным нельзя ходить на %s: %s.
gomoku.illegal        = На %s нельзя поставить камень.
gomoku.over           = Игра окончена. Сыграйте её заново или начните новую.
gomoku.wait           = Подождите: компьютер думает.
gomoku.reviewing      = Вы просматриваете партию. Перейдите к последнему ходу, чтобы увидеть конец.
gomoku.aimed          = Выбрана точка %s: нажмите на неё ещё раз, чтобы поставить камень.
gomoku.computerFailed = Компьютер не смог найти ход.
gomoku.nextGame       = Выбор вступит в силу в следующей новой игре.
gomoku.copied         = Скопировано

gomoku.undo         = Отменить
gomoku.undoTitle    = Отменить последний ход (против компьютера — ваш ход и его ответ)
gomoku.restart      = Заново
gomoku.again        = Сыграть ещё
gomoku.restartTitle = Начать такую же игру заново с пустой доски
gomoku.share        = Ссылка
gomoku.link         = Ссылка на эту игру

gomoku.moves            = Ходы
gomoku.moveCount#one    = %d ход
gomoku.moveCount#few    = %d хода
gomoku.moveCount#many   = %d ходов
gomoku.noMoves          = Камней пока нет. Первыми ходят чёрные, обычно в центр.
gomoku.moveLabel        = Ход %d, %s %s
gomoku.review           = Просмотр партии
gomoku.first            = Первый ход
gomoku.prev             = Предыдущий ход
gomoku.next             = Следующий ход
gomoku.lastPos          = Конечная позиция
gomoku.reviewPos        = %d / %d
gomoku.reviewAt         = Ход %d из %d: %s.
gomoku.reviewStart#one  = Пустая доска; всего в партии %d ход.
gomoku.reviewStart#few  = Пустая доска; всего в партии %d хода.
gomoku.reviewStart#many = Пустая доска; всего в партии %d ходов.
gomoku.reviewEnd        = Конечная позиция. %s

gomoku.newGame     = Новая игра
gomoku.opponent    = Соперник
gomoku.youPlay     = Ваш цвет
gomoku.movesFirst  = Ходят первыми
gomoku.level       = Уровень
gomoku.movesSecond = Ходят вторыми

gomoku.level.easy          = Лёгкий
gomoku.level.medium        = Средний
gomoku.level.hard          = Сложный
gomoku.level.strongest     = Сильнейший
gomoku.levelHint.easy      = Классическая таблица весов
gomoku.levelHint.medium    = Видит угрозы на ход вперёд
gomoku.levelHint.hard      = Считает вперёд и атакует
gomoku.levelHint.strongest = Думает дольше всех
gomoku.rules               = Правила
gomoku.size                = Доска
gomoku.start               = Начать новую игру
gomoku.pending             = Партия на доске продолжается, пока вы не начнёте новую.

gomoku.statsFor     = Против компьютера: %s, %s
gomoku.statsNone    = Партий против компьютера пока нет.
gomoku.statsCaption = Партии против компьютера по уровням и правилам
gomoku.colLevel     = Уровень
gomoku.colRule      = Правила
gomoku.colPlayed    = Сыграно
gomoku.colWon       = Победы
gomoku.colLost      = Поражения
gomoku.colDrawn     = Ничьи
gomoku.allStats     = Вся статистика

gomoku.howTitle          = Как играть
gomoku.howRule.freestyle = Чёрные и белые по очереди ставят камень на свободное пересечение, первыми ходят чёрные. Побеждает тот, кто первым выстроит в ряд пять камней или больше — по горизонтали, вертикали или диагонали.
gomoku.howRule.standard  = Чёрные и белые по очереди ставят камень на свободное пересечение, первыми ходят чёрные. Побеждает тот, кто первым выстроит в ряд ровно пять камней: шесть и больше в ряд не считаются.
gomoku.howRule.renju     = Чёрные и белые ходят по очереди, первыми — чёрные; побеждают пять в ряд. Чтобы уравновесить преимущество первого хода, чёрным нельзя ставить камень туда, где получаются две открытые тройки, две четвёрки или шесть в ряд (такие точки отмечены ×), если только этот ход не даёт пять. Белые побеждают пятью в ряд и больше.
gomoku.howClick          = Нажмите на пересечение, чтобы поставить камень.
gomoku.howTouch          = На небольшом сенсорном экране нажмите на точку, чтобы выбрать её, и нажмите ещё раз, чтобы поставить камень.
gomoku.howKeys           = Клавиатура: стрелки перемещают курсор по доске, Enter или пробел ставит камень, H показывает подсказку, L её лучшую линию, [ и ] листают её, E показывает оценку.
gomoku.howReview         = Когда партия закончена, её ходы можно просмотреть кнопками или по списку ходов; «Найти ошибки» просит движок отметить, где партия переломилась, и показать его ход.
gomoku.gameID            = Игра

gomoku.badLink     = По этой ссылке нет игры: %s. Вот новая игра.
gomoku.why.size    = на доске бывает от %d до %d линий
gomoku.why.rule    = правила — не свободные, не «ровно пять» и не рэндзю
gomoku.why.illegal = один из её ходов нельзя сыграть
gomoku.why.point   = один из её ходов не попадает на доску
gomoku.why.id      = это не код игры
gomoku.hint        = Подсказка
gomoku.hinting     = Думаю…
gomoku.hintTitle   = Показывает лучший ход для того, кто ходит (H). Партия против компьютера с подсказкой не идёт в ваши рекорды
gomoku.hintAt      = Подсказка: %s.
gomoku.hintMark    = подсказка
gomoku.hintFailed  = Подсказки нет: движок не запустился. Попробуйте ещё раз.
gomoku.helpedNote  = Была подсказка: эта партия не пойдёт в ваши рекорды.
gomoku.colHelped   = С подсказкой
gomoku.hint.five           = Ход ставит пять в ряд.
gomoku.hint.blockFive      = Ход закрывает пятёрку.
gomoku.hint.vcf            = Ход выигрывает непрерывными четвёрками.
gomoku.hint.vct            = Ход выигрывает непрерывными угрозами: четвёрками и открытыми тройками.
gomoku.hint.openFour       = Ход делает открытую четвёрку.
gomoku.hint.fourThree      = Ход делает четыре-три.
gomoku.hint.blockOpenFour  = Ход занимает точку двойной четвёрки.
gomoku.hint.blockFourThree = Ход закрывает четыре-три.
gomoku.hint.doubleThree    = Ход делает две открытые тройки.
gomoku.hint.blockThree     = Ход отвечает на открытую тройку.
gomoku.hint.four           = Ход делает четвёрку.
gomoku.hint.three          = Ход делает открытую тройку.
gomoku.bestLine     = Лучшая линия
gomoku.bestLineHide = Скрыть линию
gomoku.lineTitle    = Показывает ходы, которых движок ждёт после подсказки (L); [ и ] листают их
gomoku.lineBack     = На ход меньше
gomoku.lineNext     = На ход больше
gomoku.lineCount    = %d из %d
gomoku.lineAt       = Лучшая линия: показано ходов %d из %d, последний на %s.
gomoku.lineHidden   = Линия скрыта.
gomoku.lineMark     = ход %d лучшей линии
gomoku.eval          = Оценка
gomoku.evalTitle     = Показывает, чья позиция лучше, по мнению движка (E)
gomoku.evalOn        = Шкала оценки показана.
gomoku.evalOff       = Шкала оценки скрыта.
gomoku.evalLabel     = Оценка
gomoku.evalWaiting   = Движок изучает позицию…
gomoku.evalThinking  = %s (движок изучает последний ход…)
gomoku.eval.chances  = Чёрные %d%% · Белые %d%%
gomoku.eval.blackIn#one  = Чёрные выигрывают за %d ход
gomoku.eval.blackIn#few  = Чёрные выигрывают за %d хода
gomoku.eval.blackIn#many = Чёрные выигрывают за %d ходов
gomoku.eval.whiteIn#one  = Белые выигрывают за %d ход
gomoku.eval.whiteIn#few  = Белые выигрывают за %d хода
gomoku.eval.whiteIn#many = Белые выигрывают за %d ходов
gomoku.eval.blackWins = Чёрные выигрывают форсированно
gomoku.eval.whiteWins = Белые выигрывают форсированно
gomoku.scan          = Найти ошибки
gomoku.scanTitle     = Движок изучает каждую позицию партии и отмечает ходы, где она переломилась
gomoku.scanStarted   = Движок разбирает партию.
gomoku.scanning      = Разбор: изучено позиций %d из %d.
gomoku.scanProgress  = Разбор
gomoku.scanFailed    = Разбор не удался: движок не запустился. Попробуйте ещё раз.
gomoku.scanClean     = Движок не нашёл в этой партии ошибок.
gomoku.scanFound#one  = Движок отметил %d ход. Пролистайте партию, чтобы его увидеть.
gomoku.scanFound#few  = Движок отметил %d хода. Пролистайте партию, чтобы их увидеть.
gomoku.scanFound#many = Движок отметил %d ходов. Пролистайте партию, чтобы их увидеть.
gomoku.mistake.lost   = проигрывающий ход
gomoku.mistake.missed = упущенный выигрыш
gomoku.mistake.swing  = ошибка
gomoku.mistakeAt      = Ход %d, %s %s: %s. Движок сыграл бы %s.
gomoku.betterMark     = ход движка вместо этого
`)
}
