package app

func init() {
	addMessages("ru", `
minesweeper.intro   = Откройте все клетки без мин. Число показывает, сколько мин касается клетки; отмечайте найденные мины флажками.
minesweeper.dismiss = Закрыть

minesweeper.level              = Уровень
minesweeper.level.beginner     = Новичок
minesweeper.level.intermediate = Любитель
minesweeper.level.expert       = Профессионал
minesweeper.level.custom       = Своё поле
minesweeper.levelOption#one    = %s · %d×%d, %d мина
minesweeper.levelOption#few    = %s · %d×%d, %d мины
minesweeper.levelOption#many   = %s · %d×%d, %d мин
minesweeper.customName#one     = %d×%d, %d мина
minesweeper.customName#few     = %d×%d, %d мины
minesweeper.customName#many    = %d×%d, %d мин
minesweeper.withNoGuess        = %s, без угадывания
minesweeper.noGuess            = Без угадывания
minesweeper.noGuessTitle       = Поля, которые можно открыть одной логикой, от первого хода до последнего
minesweeper.noGuessNext        = Режим без угадывания включится со следующей игры.
minesweeper.classicNext        = Режим без угадывания выключится со следующей игры.
minesweeper.new                = Новая игра

minesweeper.customTitle         = Своё поле
minesweeper.width               = Ширина
minesweeper.height              = Высота
minesweeper.mines               = Мины
minesweeper.customStart         = Начать
minesweeper.cancel              = Отмена
minesweeper.badWidth            = Ширина должна быть целым числом от %d до %d.
minesweeper.badHeight           = Высота должна быть целым числом от %d до %d.
minesweeper.badMinesAny         = Число мин должно быть целым, не меньше 1.
minesweeper.badMines            = Число мин должно быть целым, от 1 до %d на поле %d×%d (первый ход оставляет 9 клеток без мин).
minesweeper.badMinesNoGuess     = Число мин должно быть целым, от 1 до %d на поле %d×%d в режиме без угадывания (не больше %d%% клеток); чтобы мин было больше, выключите этот режим.
minesweeper.noGuessTooMany#one  = В режиме без угадывания на этом поле может быть не больше %d мины. Сначала уменьшите число мин.
minesweeper.noGuessTooMany#few  = В режиме без угадывания на этом поле может быть не больше %d мин. Сначала уменьшите число мин.
minesweeper.noGuessTooMany#many = В режиме без угадывания на этом поле может быть не больше %d мин. Сначала уменьшите число мин.

minesweeper.face           = Новая игра
minesweeper.faceWon        = Победа: новая игра
minesweeper.faceLost       = Поражение: новая игра
minesweeper.minesLabel     = Осталось мин: %d
minesweeper.timeLabel#one  = Время: %d секунда
minesweeper.timeLabel#few  = Время: %d секунды
minesweeper.timeLabel#many = Время: %d секунд
minesweeper.board#one      = Минное поле: ширина %d, высота %d, %d мина
minesweeper.board#few      = Минное поле: ширина %d, высота %d, %d мины
minesweeper.board#many     = Минное поле: ширина %d, высота %d, %d мин

minesweeper.cellAt         = Строка %d, столбец %d: %s
minesweeper.tile.hidden    = закрыта
minesweeper.tile.flag      = флажок
minesweeper.tile.question  = вопросительный знак
minesweeper.tile.empty     = пусто
minesweeper.tile.mine      = мина
minesweeper.tile.exploded  = взорвавшаяся мина
minesweeper.tile.wrongFlag = ошибочный флажок, мины здесь нет
minesweeper.tileSafe       = %s, можно открыть без риска
minesweeper.tileProb       = %s, вероятность мины %d%%

minesweeper.started          = Новая игра: %s. Нажмите на любую клетку, чтобы начать; первый ход всегда открывает область.
minesweeper.resumed          = Ваша незаконченная игра восстановлена.
minesweeper.badLink          = По этой ссылке нет игры в «Сапёра» (%s). Вот новая игра.
minesweeper.why.params       = размер поля вне допустимого: ширина и высота — от %d до %d
minesweeper.why.id           = это не код игры вроде expert#8812
minesweeper.restoring        = Восстанавливаем вашу игру…
minesweeper.generating       = Расставляем мины так, чтобы не пришлось угадывать…
minesweeper.noLayout         = Поля без угадывания с таким числом мин здесь не бывает, так что в этой игре, возможно, придётся угадывать.
minesweeper.cannotChord#one  = У числа %d рядом %d флажок: отметьте флажками все его мины, прежде чем открывать остальные соседние клетки.
minesweeper.cannotChord#few  = У числа %d рядом %d флажка: отметьте флажками все его мины, прежде чем открывать остальные соседние клетки.
minesweeper.cannotChord#many = У числа %d рядом %d флажков: отметьте флажками все его мины, прежде чем открывать остальные соседние клетки.
minesweeper.nothingAround    = Все клетки вокруг этого числа уже открыты или отмечены.
minesweeper.isFlagged        = На этой клетке флажок. Сначала снимите его (правый щелчок, долгое нажатие или F).
minesweeper.cannot           = С этой клеткой ничего не сделать.
minesweeper.flagged#one      = Флажок поставлен. Осталась %d мина.
minesweeper.flagged#few      = Флажок поставлен. Осталось %d мины.
minesweeper.flagged#many     = Флажок поставлен. Осталось %d мин.
minesweeper.questioned       = Поставлен вопросительный знак.
minesweeper.unmarked#one     = Отметка снята. Осталась %d мина.
minesweeper.unmarked#few     = Отметка снята. Осталось %d мины.
minesweeper.unmarked#many    = Отметка снята. Осталось %d мин.
minesweeper.opened#one       = Открыта %d клетка, осталось %d.
minesweeper.opened#few       = Открыты %d клетки, осталось %d.
minesweeper.opened#many      = Открыто %d клеток, осталось %d.
minesweeper.wonLive          = Победа за %s, 3BV %d.
minesweeper.lostLive         = Бум! Вы открыли мину. На поле показаны все мины.

minesweeper.won      = Поле разминировано!
minesweeper.resTime  = Время
minesweeper.res3BV   = 3BV
minesweeper.res3BVs  = 3BV/с
minesweeper.resEff   = Эффективность
minesweeper.helped   = Игра с подсказкой: она учитывается отдельно от ваших рекордов.
minesweeper.firstWin = Первая победа: %s!
minesweeper.bestTime = Новый рекорд времени!
minesweeper.lost     = Бум!
minesweeper.lostText = Вы наткнулись на мину через %s. Взорвалась красная; под зачёркнутыми флажками мин не было.
minesweeper.again    = Сыграть ещё
minesweeper.tryAgain = Попробовать ещё

minesweeper.flagMode      = Флаг
minesweeper.flagModeTitle = Когда режим включён, нажатие ставит флажок, а не открывает клетку
minesweeper.flagModeOn    = Режим флажков включён: нажатия ставят флажки.
minesweeper.flagModeOff   = Режим флажков выключен: нажатия открывают клетки.
minesweeper.hint          = Подсказка
minesweeper.hintTitle     = Показывает клетку, где точно нет мины. Игра с подсказкой не идёт в рекорды
minesweeper.thinking      = Ищем безопасную клетку…
minesweeper.noHint        = Для этой позиции подсказки нет.
minesweeper.hintSafe      = Строка %d, столбец %d: мины там точно нет.
minesweeper.hintGuess     = Клеток, безопасных наверняка, нет. На каждой закрытой клетке показана вероятность мины; у самой безопасной (строка %d, столбец %d) она %d%%.
minesweeper.hintEstimate  = Это оценки: позиция слишком велика, чтобы посчитать вероятности точно.
minesweeper.assistedNote  = Вы воспользовались подсказкой: эта игра не пойдёт в рекорды.
minesweeper.share         = Ссылка
minesweeper.copied        = Скопировано
minesweeper.link          = Ссылка на эту игру

minesweeper.howTitle   = Как играть
minesweeper.howMouse   = Мышь: щелчок открывает клетку, правый щелчок ставит флажок.
minesweeper.howTouch   = Сенсорный экран: нажмите, чтобы открыть клетку, удерживайте, чтобы поставить флажок, или включите «Флаг». Большое поле прокручивается перетаскиванием.
minesweeper.howKeys    = Клавиатура: стрелки — перемещение, пробел или Enter — открыть, F — флажок, H — подсказка, N — новая игра.
minesweeper.howChord   = Нажмите на число, все мины вокруг которого отмечены флажками, чтобы сразу открыть остальные соседние клетки.
minesweeper.howNoGuess = В режиме без угадывания любое поле можно открыть одной логикой.
minesweeper.gameID     = Код игры:

minesweeper.statsFor          = Статистика: %s
minesweeper.statsNone         = Игр такого вида пока не завершено.
minesweeper.statsEmpty        = Пока ни одной завершённой игры.
minesweeper.statPlayed        = Сыграно
minesweeper.statWon           = Победы
minesweeper.statRate          = Доля побед
minesweeper.statBest          = Лучшее время
minesweeper.statStreak        = Текущая серия
minesweeper.statBestStreak    = Лучшая серия
minesweeper.statHelped        = Сыграно с подсказкой, не учтено: %d
minesweeper.statsRule         = Игра учитывается, когда она выиграна или проиграна; игры с подсказкой учитываются отдельно.
minesweeper.allKinds          = Все уровни и размеры
minesweeper.colKind           = Игра
minesweeper.colPlayed         = Сыграно
minesweeper.colWon            = Победы
minesweeper.colRate           = Доля побед
minesweeper.colBest           = Лучшее время
minesweeper.colStreak         = Серия
minesweeper.colBestStreak     = Лучшая серия
minesweeper.percent           = %d%%
minesweeper.seconds           = %s с
minesweeper.streakWins#one    = %d победа
minesweeper.streakWins#few    = %d победы
minesweeper.streakWins#many   = %d побед
minesweeper.streakLosses#one  = %d поражение
minesweeper.streakLosses#few  = %d поражения
minesweeper.streakLosses#many = %d поражений
`)
}
