package app

func init() {
	addMessages("ru", `
app.name        = Pastime
app.description = Классические игры в браузере: «Пятнашки», «Гомоку» и «Сапёр». Бесплатно, без рекламы, работает без сети.
app.tagline     = Классические игры: бесплатно, в браузере и без сети.
app.loading     = Загрузка {progress}%

nav.home     = Pastime: на главную
nav.label    = Игры
nav.more     = Ещё
nav.stats    = Статистика
nav.settings = Настройки
nav.skip     = Перейти к содержимому
footer.text  = Pastime %s · Работает без сети · Установите из меню браузера

update.available = Готова новая версия Pastime.
update.reload    = Обновить

home.title   = Pastime: классические игры
home.heading = Выберите игру
home.play    = Играть: %s

fifteen.name    = Пятнашки
fifteen.summary = Расставьте фишки по порядку. Любой размер от 3×3 до 8×8, с подсказками от оптимального решателя.
fifteen.picture = Поле четыре на четыре с пронумерованными фишками и одной пустой клеткой

gomoku.name    = Гомоку
gomoku.summary = Пять в ряд на доске 15×15 против друга или компьютера, по свободным правилам и правилам рэндзю.
gomoku.picture = Деревянная доска с чёрными и белыми камнями

minesweeper.name    = Сапёр
minesweeper.summary = Откройте поле, не задев ни одной мины. Классические уровни, своё поле и режим без угадывания.
minesweeper.picture = Поле сапёра с цифрами и флажком


notfound.title   = Страница не найдена
notfound.heading = Здесь ничего нет
notfound.text    = Адрес %s не соответствует ни одной странице Pastime.
notfound.home    = На главную

crash.title  = Что-то пошло не так
crash.text   = Pastime остановился из-за ошибки. Сохранённые игры и статистика не пострадали.
crash.reload = Перезагрузить
crash.home   = На главную

store.corrupt  = Сохранённую запись (%s) не удалось прочитать, она отложена в сторону. Всё остальное цело.
store.full     = Браузер не дал сохранить данные. Играть можно, но прогресс может не сохраниться.
notice.dismiss = Закрыть

settings.title         = Настройки
settings.lang          = Язык
settings.lang.auto     = Как в браузере
settings.theme         = Тема
settings.theme.system  = Как в системе
settings.theme.light   = Светлая
settings.theme.dark    = Тёмная
settings.motion        = Анимация
settings.motion.system = Как в системе
settings.motion.off    = Выключена
settings.qmarks        = Сапёр: вопросительные знаки по правому клику
settings.movenumbers   = Гомоку: номера ходов на камнях
settings.threats       = Гомоку: обводить четвёрки и открытые тройки обоих цветов
settings.eval          = Гомоку: показывать шкалу оценки

stats.title   = Статистика
stats.none    = Пока ни одна игра не ведёт статистику.
stats.reset   = Сбросить всю статистику
stats.confirm = Сбросить статистику всех игр? Это нельзя отменить.
stats.yes     = Да, сбросить
stats.no      = Отмена
stats.cleared = Вся статистика сброшена.
`)
}
