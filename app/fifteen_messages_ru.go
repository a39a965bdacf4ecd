package app

func init() {
	addMessages("ru", `
fifteen.intro      = Расставьте фишки по порядку, от 1 до %d, так чтобы пустая клетка оказалась в правом нижнем углу.
fifteen.size       = Размер
fifteen.sizeOption = %d×%d
fifteen.new        = Новая игра
fifteen.again      = Сыграть ещё
fifteen.restart    = Заново
fifteen.hint       = Подсказка
fifteen.solve      = Решить
fifteen.stop       = Стоп
fifteen.helpTitle  = Игра, решённая с подсказкой или кнопкой «Решить», не идёт в рекорды
fifteen.share      = Ссылка
fifteen.copied     = Скопировано
fifteen.link       = Ссылка на эту игру
fifteen.dismiss    = Закрыть

fifteen.moves  = Ходы
fifteen.slides = Сдвиги
fifteen.time   = Время

fifteen.board    = Поле %d на %d
fifteen.tile     = Фишка %d
fifteen.tileHint = Фишка %d, следующий ход по подсказке
fifteen.gap      = Пустая клетка

fifteen.dir.up    = вверх
fifteen.dir.down  = вниз
fifteen.dir.left  = влево
fifteen.dir.right = вправо

fifteen.started   = Новая игра %s.
fifteen.resumed   = Ваша игра на том же месте, где вы её оставили.
fifteen.restarted = Игра начата заново.
fifteen.moved     = Фишка %d сдвинута %s.
fifteen.movedMany = Фишки %s сдвинуты %s.
fifteen.cannot    = Фишка %d не в одном ряду или столбце с пустой клеткой.
fifteen.noMove    = Ни одна фишка не может сдвинуться %s.

fifteen.preparing        = Готовим кратчайшее решение, только в первый раз…
fifteen.building         = Готовим кратчайшее решение, только в первый раз: %d%%
fifteen.thinking         = Думаю…
fifteen.solving#one      = Решаю: остался %d ход.
fifteen.solving#few      = Решаю: осталось %d хода.
fifteen.solving#many     = Решаю: осталось %d ходов.
fifteen.stopped          = Остановлено. Ваш ход.
fifteen.noHint           = Подсказка сейчас недоступна.
fifteen.hintOptimal#one  = Сдвиньте фишку %d. До решения %d ход.
fifteen.hintOptimal#few  = Сдвиньте фишку %d. До решения %d хода.
fifteen.hintOptimal#many = Сдвиньте фишку %d. До решения %d ходов.
fifteen.hintFast#one     = Сдвиньте фишку %d. Можно решить за %d ход.
fifteen.hintFast#few     = Сдвиньте фишку %d. Можно решить за %d хода.
fifteen.hintFast#many    = Сдвиньте фишку %d. Можно решить за %d ходов.
fifteen.hintLast         = Сдвиньте фишку %d, и головоломка решена.
fifteen.assistedNote     = Вы воспользовались помощью: эта игра не пойдёт в рекорды.
fifteen.solved           = Решено!
fifteen.result           = %s · %s · %s
fifteen.solvedLive       = Решено за %s, время %s.
fifteen.moveCount#one    = %d ход
fifteen.moveCount#few    = %d хода
fifteen.moveCount#many   = %d ходов
fifteen.slideCount#one   = %d сдвиг
fifteen.slideCount#few   = %d сдвига
fifteen.slideCount#many  = %d сдвигов
fifteen.first            = Первая решённая головоломка %s!
fifteen.bestTime         = Новый рекорд времени!
fifteen.bestMoves        = Рекорд по числу ходов!
fifteen.helped           = Решено с помощью: в рекорды не идёт.
fifteen.stats            = Статистика
fifteen.statsFor         = Статистика %s
fifteen.statsNone        = Пока не решено ни одной головоломки %s. Здесь появятся ваше время и число ходов.
fifteen.statSolved       = Решено игр
fifteen.statBestTime     = Лучшее время
fifteen.statBestMoves    = Меньше всего ходов
fifteen.statAvgTime      = Среднее время
fifteen.statAvgMoves     = В среднем ходов
fifteen.statHelped       = Решено с помощью: %d
fifteen.allSizes         = Все размеры
fifteen.allStats         = Вся статистика
fifteen.colSolved        = Решено
fifteen.colTime          = Лучшее время
fifteen.colMoves         = Меньше всего ходов
fifteen.colAvg           = В среднем
fifteen.colHelped        = С помощью
fifteen.statsEmpty       = Пока ни одной решённой игры.
fifteen.howTitle         = Как играть
fifteen.howClick         = Нажмите на фишку в одном ряду или столбце с пустой клеткой: она сдвинется на пустое место вместе со всеми фишками между ними.
fifteen.howSwipe         = На сенсорном экране проведите пальцем, чтобы сдвинуть фишку рядом с пустой клеткой.
fifteen.howKeys          = Клавиши со стрелками сдвигают фишку на пустое место.
fifteen.howHint          = «Подсказка» показывает следующий ход кратчайшего решения, «Решить» доигрывает его до конца.
fifteen.gameID           = Игра
fifteen.badLink          = По этой ссылке нет игры: %s. Вот новая игра.
fifteen.why.size         = размер поля бывает от %d×%d до %d×%d
fifteen.why.unsolvable   = эту позицию нельзя решить
fifteen.why.tiles        = в ней не каждая фишка встречается ровно один раз
fifteen.why.id           = это не код игры
`)
}
