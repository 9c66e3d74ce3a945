<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
    <context>
        <name>About</name>
        <message>
            <source>Bingolino</source>
            <translation>Бинголино</translation>
        </message>
        <message>
            <source>Tabletop games to play at home, alone, with friends or against the computer.</source>
            <translation>Настольные игры для дома: в одиночку, с друзьями или против компьютера.</translation>
        </message>
        <message>
            <source>Games: %1.</source>
            <translation>Игры: %1.</translation>
        </message>
        <message>
            <source>Made with Qt %1 and Python.</source>
            <translation>Сделано на Qt %1 и Python.</translation>
        </message>
        <message>
            <source>About Bingolino</source>
            <translation>О программе «Бинголино»</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>You</source>
            <translation>Вы</translation>
        </message>
        <message>
            <source>Computer %1</source>
            <translation>Компьютер %1</translation>
        </message>
    </context>
    <context>
        <name>BingolinoBoard</name>
        <message>
            <source>Bingolino!</source>
            <translation>Бинголино!</translation>
        </message>
        <message>
            <source>Arrange your tiles: drag one onto another to swap them, or use Arrange for me. Then press Done.</source>
            <translation>Разложите фишки: перетащите одну на другую, чтобы поменять их местами, или нажмите «Разложить за меня». Затем нажмите «Готово».</translation>
        </message>
        <message>
            <source>Choose how many dice to roll (1–5).</source>
            <translation>Выберите, сколько кубиков бросить (1–5).</translation>
        </message>
        <message>
            <source>Nothing matches: turn one of your face-down tiles back up.</source>
            <translation>Ничего не подходит: откройте одну из своих перевёрнутых фишек.</translation>
        </message>
        <message>
            <source>Turn one of the highlighted tiles face down.</source>
            <translation>Переверните одну из подсвеченных фишек.</translation>
        </message>
        <message>
            <source>Arranging…</source>
            <translation>Раскладывает…</translation>
        </message>
        <message>
            <source>Out of the play-off</source>
            <translation>Вне переигровки</translation>
        </message>
        <message>
            <source>Winner!</source>
            <translation>Победа!</translation>
        </message>
        <message>
            <source>Rolled by %1</source>
            <translation>Бросок: %1</translation>
        </message>
        <message>
            <source>Last roll, by %1</source>
            <translation>Последний бросок: %1</translation>
        </message>
        <message>
            <source>You cannot roll now.</source>
            <translation>Сейчас бросать нельзя.</translation>
        </message>
        <message>
            <source>Chance of each total (gold: numbers still on the grid)</source>
            <translation>Шанс каждой суммы (золотым — числа, ещё открытые на поле)</translation>
        </message>
        <message>
            <source>Chance that this many dice let you turn a tile</source>
            <translation>Шанс, что с таким числом кубиков удастся перевернуть фишку</translation>
        </message>
        <message>
            <source>%1 with %2: %3%</source>
            <translation>Сумма %1, %2: %3%</translation>
        </message>
        <message numerus="yes">
            <source>%n dice</source>
            <translation>
                <numerusform>%n кубик</numerusform>
                <numerusform>%n кубика</numerusform>
                <numerusform>%n кубиков</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 and %2</source>
            <translation>%1 и %2</translation>
        </message>
        <message>
            <source>%1 or %2</source>
            <translation>%1 или %2</translation>
        </message>
        <message>
            <source>row %1</source>
            <translation>ряд %1</translation>
        </message>
        <message>
            <source>column %1</source>
            <translation>столбец %1</translation>
        </message>
        <message>
            <source>a diagonal</source>
            <translation>диагональ</translation>
        </message>
        <message>
            <source>Everybody drew 16 tiles.</source>
            <translation>Каждый взял по 16 фишек.</translation>
        </message>
        <message>
            <source>%1 has laid out the grid.</source>
            <translation>%1: поле разложено.</translation>
        </message>
        <message>
            <source>Turn %1: %2 plays.</source>
            <translation>Ход %1: играет %2.</translation>
        </message>
        <message>
            <source>%1 rolled %2 = %3.</source>
            <translation>%1: бросок %2 = %3.</translation>
        </message>
        <message>
            <source>%1 has no %2 and must turn a tile face up again.</source>
            <translation>%1: нет %2, нужно открыть одну фишку обратно.</translation>
        </message>
        <message>
            <source>%1 cannot use %2 and has no tile to turn back.</source>
            <translation>%1: %2 не подходит, а открыть обратно нечего.</translation>
        </message>
        <message>
            <source>%1 set a die aside and turned down a %2.</source>
            <translation>%1 откладывает кубик и переворачивает %2.</translation>
        </message>
        <message>
            <source>%1 turned down a %2.</source>
            <translation>%1 переворачивает %2.</translation>
        </message>
        <message>
            <source>%1 turned the %2 face up again.</source>
            <translation>%1 открывает %2 обратно.</translation>
        </message>
        <message>
            <source>Bingolino! %1 completed %2 and now has %3.</source>
            <translation>Бинголино! %1 закрывает %2 — теперь %3.</translation>
        </message>
        <message>
            <source>Tie: %1 play on. The first to reach %2 wins.</source>
            <translation>Ничья: %1 играют дальше. Побеждает тот, кто первым наберёт %2.</translation>
        </message>
        <message>
            <source>Four stars in %1!</source>
            <translation>Четыре звезды за %1!</translation>
        </message>
        <message>
            <source>%1 share the win!</source>
            <translation>%1 делят победу!</translation>
        </message>
        <message>
            <source>%1 wins!</source>
            <translation>%1 побеждает!</translation>
        </message>
        <message>
            <source>The grid must hold exactly the 16 tiles you drew.</source>
            <translation>На поле должны лежать ровно те 16 фишек, что вы взяли.</translation>
        </message>
        <message>
            <source>Roll between 1 and 5 dice.</source>
            <translation>Бросать можно от 1 до 5 кубиков.</translation>
        </message>
        <message>
            <source>You can turn a tile down, so you may not turn one back up.</source>
            <translation>Вы можете перевернуть фишку, поэтому открывать фишку обратно нельзя.</translation>
        </message>
        <message>
            <source>Nothing matches %1: turn one of your face-down tiles up again.</source>
            <translation>К %1 ничего не подходит: откройте одну из своих перевёрнутых фишек.</translation>
        </message>
        <message>
            <source>That tile does not match %1.</source>
            <translation>Эта фишка не подходит к %1.</translation>
        </message>
        <message>
            <source>%1 won together!</source>
            <translation>%1 побеждают вместе!</translation>
        </message>
        <message>
            <source>%1 won!</source>
            <translation>%1 побеждает!</translation>
        </message>
        <message>
            <source>%1 (without %2)</source>
            <translation>%1 (без %2)</translation>
        </message>
        <message>
            <source>Set a die aside: %1</source>
            <translation>Отложить кубик: %1</translation>
        </message>
        <message>
            <source>No tile shows %1: turn one of your tiles face up again.</source>
            <translation>Нет фишки с числом %1: откройте одну из своих фишек обратно.</translation>
        </message>
        <message>
            <source>Total %1</source>
            <translation>Сумма %1</translation>
        </message>
        <message>
            <source>Play-off: %1 are tied. Only they keep playing; the first to reach %2 wins.</source>
            <translation>Переигровка: у игроков %1 поровну звёзд. Дальше играют только они; побеждает тот, кто первым наберёт %2.</translation>
        </message>
        <message>
            <source>Waiting for %1…</source>
            <translation>Ждём: %1…</translation>
        </message>
        <message>
            <source>It is not your turn to move here.</source>
            <translation>Сейчас здесь не ваш ход.</translation>
        </message>
        <message>
            <source>Only the highlighted tiles can be turned now.</source>
            <translation>Сейчас можно перевернуть только подсвеченные фишки.</translation>
        </message>
        <message>
            <source>That tile is already face down.</source>
            <translation>Эта фишка уже перевёрнута.</translation>
        </message>
    </context>
    <context>
        <name>BingolinoControls</name>
        <message>
            <source>Dice</source>
            <translation>Кубики</translation>
        </message>
        <message>
            <source>How many dice to roll:</source>
            <translation>Сколько кубиков бросить:</translation>
        </message>
        <message>
            <source>Roll this many dice (key %1)</source>
            <translation>Бросить столько кубиков (клавиша %1)</translation>
        </message>
        <message>
            <source>Your grid</source>
            <translation>Ваше поле</translation>
        </message>
        <message>
            <source>Arrange for me</source>
            <translation>Разложить за меня</translation>
        </message>
        <message>
            <source>Lay the tiles out sensibly (key A)</source>
            <translation>Разумно разложить фишки (клавиша A)</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Готово</translation>
        </message>
        <message>
            <source>Keep this arrangement (key D)</source>
            <translation>Оставить эту раскладку (клавиша D)</translation>
        </message>
        <message>
            <source>Show odds</source>
            <translation>Показать шансы</translation>
        </message>
        <message>
            <source>Show how likely each total is with 1 to 5 dice</source>
            <translation>Показать, насколько вероятна каждая сумма при броске от 1 до 5 кубиков</translation>
        </message>
        <message>
            <source>the total</source>
            <translation>сумма броска</translation>
        </message>
        <message>
            <source>a die set aside</source>
            <translation>без одного кубика</translation>
        </message>
        <message>
            <source>turn back up</source>
            <translation>открыть обратно</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <source>Play</source>
            <translation>Играть</translation>
        </message>
        <message>
            <source>Coming soon</source>
            <translation>Скоро</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>A computer player failed; it made a default move.</source>
            <translation>Компьютерный игрок дал сбой и сделал ход по умолчанию.</translation>
        </message>
        <message>
            <source>Could not write the autosave.</source>
            <translation>Не удалось записать автосохранение.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Игра</translation>
        </message>
        <message>
            <source>&amp;New…</source>
            <translation>&amp;Новая…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Открыть…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Сохранить</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>Сохранить &amp;как…</translation>
        </message>
        <message>
            <source>&amp;Print score sheet…</source>
            <translation>&amp;Печать листа очков…</translation>
        </message>
        <message>
            <source>&amp;Export score sheet as PDF…</source>
            <translation>&amp;Экспорт листа очков в PDF…</translation>
        </message>
        <message>
            <source>Coming with the score sheets</source>
            <translation>Появится вместе с листами очков</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Закрыть</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>В&amp;ыход</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Правка</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Отменить</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Повторить</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Вид</translation>
        </message>
        <message>
            <source>&amp;Fit board</source>
            <translation>&amp;Вписать поле в окно</translation>
        </message>
        <message>
            <source>F&amp;ull screen</source>
            <translation>Во весь &amp;экран</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Настройки</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Язык</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Системный</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>Скорость &amp;анимации</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Выкл.</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Медленно</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Обычно</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Быстро</translation>
        </message>
        <message>
            <source>&amp;Confirm risky moves</source>
            <translation>&amp;Подтверждать рискованные ходы</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Справка</translation>
        </message>
        <message>
            <source>&amp;Rules of this game</source>
            <translation>&amp;Правила этой игры</translation>
        </message>
        <message>
            <source>Suggest a &amp;move</source>
            <translation>Подсказать &amp;ход</translation>
        </message>
        <message>
            <source>&amp;About Bingolino</source>
            <translation>&amp;О программе «Бинголино»</translation>
        </message>
        <message>
            <source>Bingolino</source>
            <translation>Бинголино</translation>
        </message>
        <message>
            <source>Could not open the game</source>
            <translation>Не удалось открыть игру</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Открыть сохранённую игру</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>Сохранить игру</translation>
        </message>
        <message>
            <source>Could not save the game</source>
            <translation>Не удалось сохранить игру</translation>
        </message>
        <message>
            <source>Saved.</source>
            <translation>Сохранено.</translation>
        </message>
        <message>
            <source>Saved games (*.json)</source>
            <translation>Сохранённые игры (*.json)</translation>
        </message>
        <message>
            <source>Nothing for you to decide now.</source>
            <translation>Сейчас от вас ничего не требуется.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Игра окончена.</translation>
        </message>
    </context>
    <context>
        <name>Messages</name>
        <message>
            <source>Bingolino</source>
            <translation>Бинголино</translation>
        </message>
        <message>
            <source>Qwingo</source>
            <translation>Квинго</translation>
        </message>
        <message>
            <source>Domino Bingo</source>
            <translation>Домино-бинго</translation>
        </message>
        <message>
            <source>Lino</source>
            <translation>Лино</translation>
        </message>
        <message>
            <source>Roll the dice and turn your number tiles over to finish lines.</source>
            <translation>Бросайте кубики и переворачивайте фишки с числами, чтобы закрыть линии.</translation>
        </message>
        <message>
            <source>Call a number, roll the symbol die and keep every column rising.</source>
            <translation>Назовите число, бросьте кубик с картинками и следите, чтобы каждый столбец рос.</translation>
        </message>
        <message>
            <source>A domino duel of tricks and trumps, where double blank rules.</source>
            <translation>Дуэль в домино со взятками и козырями, где всех бьёт пусто-пусто.</translation>
        </message>
        <message>
            <source>Shape the board, then close rows with your stones.</source>
            <translation>Постройте поле, а затем закрывайте ряды своими камнями.</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Лёгкий</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Средний</translation>
        </message>
        <message>
            <source>Strong</source>
            <translation>Сильный</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Случайный</translation>
        </message>
        <message>
            <source>Greedy</source>
            <translation>Жадный</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n игрок</numerusform>
                <numerusform>%n игрока</numerusform>
                <numerusform>%n игроков</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1–%n player(s)</source>
            <translation>
                <numerusform>%1–%n игрок</numerusform>
                <numerusform>%1–%n игрока</numerusform>
                <numerusform>%1–%n игроков</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n star(s)</source>
            <translation>
                <numerusform>%n звезда</numerusform>
                <numerusform>%n звезды</numerusform>
                <numerusform>%n звёзд</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s)</source>
            <translation>
                <numerusform>%n ход</numerusform>
                <numerusform>%n хода</numerusform>
                <numerusform>%n ходов</numerusform>
            </translation>
        </message>
        <message>
            <source>This file is not a Bingolino saved game.</source>
            <translation>Этот файл не является сохранённой игрой «Бинголино».</translation>
        </message>
        <message>
            <source>The saved game is damaged and cannot be opened (%1).</source>
            <translation>Сохранённая игра повреждена и не может быть открыта (%1).</translation>
        </message>
        <message>
            <source>This game was saved by a newer version of the program (%1). Please update Bingolino to open it.</source>
            <translation>Эта игра сохранена более новой версией программы (%1). Обновите «Бинголино», чтобы открыть её.</translation>
        </message>
        <message>
            <source>The saved game belongs to a game this version cannot play (%1).</source>
            <translation>Сохранение относится к игре, которой нет в этой версии (%1).</translation>
        </message>
        <message>
            <source>The file could not be read: %1</source>
            <translation>Не удалось прочитать файл: %1</translation>
        </message>
        <message>
            <source>The game could not be saved: %1</source>
            <translation>Не удалось сохранить игру: %1</translation>
        </message>
        <message>
            <source>The saved game could not be used (%1).</source>
            <translation>Сохранённую игру не удалось использовать (%1).</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Игра окончена.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Сейчас не ваш ход.</translation>
        </message>
        <message>
            <source>This is not the moment for the dice.</source>
            <translation>Сейчас не время бросать кубики.</translation>
        </message>
        <message>
            <source>This move is not allowed now.</source>
            <translation>Сейчас этот ход невозможен.</translation>
        </message>
        <message>
            <source>This game is not available yet.</source>
            <translation>Эта игра пока недоступна.</translation>
        </message>
        <message>
            <source>Unknown game option: %1</source>
            <translation>Неизвестный параметр игры: %1</translation>
        </message>
        <message>
            <source>The option “%1” cannot take that value.</source>
            <translation>Параметр «%1» не может принимать такое значение.</translation>
        </message>
        <message>
            <source>A move in the saved game is unreadable.</source>
            <translation>Один из ходов в сохранённой игре не читается.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Human</source>
            <translation>Человек</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Компьютер</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Убрать</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Имя</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Вы</translation>
        </message>
        <message>
            <source>Computer %1</source>
            <translation>Компьютер %1</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Игрок %1</translation>
        </message>
        <message>
            <source>New game: %1</source>
            <translation>Новая игра: %1</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Игроки</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Добавить игрока</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Параметры</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>Зерно</translation>
        </message>
        <message>
            <source>random</source>
            <translation>случайное</translation>
        </message>
        <message>
            <source>The same seed and players give the same game. Leave it empty for a new game each time.</source>
            <translation>С тем же зерном и теми же игроками игра повторится. Оставьте поле пустым, чтобы каждый раз играть новую партию.</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>Who starts</source>
            <translation>Кто начинает</translation>
        </message>
        <message>
            <source>At random</source>
            <translation>Случайно</translation>
        </message>
        <message>
            <source>Player 1</source>
            <translation>Игрок 1</translation>
        </message>
        <message>
            <source>Player 2</source>
            <translation>Игрок 2</translation>
        </message>
        <message>
            <source>Player 3</source>
            <translation>Игрок 3</translation>
        </message>
        <message>
            <source>Player 4</source>
            <translation>Игрок 4</translation>
        </message>
        <message>
            <source>Player 5</source>
            <translation>Игрок 5</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>Rules of %1</source>
            <translation>Правила: %1</translation>
        </message>
        <message>
            <source>The rules of this game are not written yet.</source>
            <translation>Правила этой игры ещё не написаны.</translation>
        </message>
    </context>
    <context>
        <name>SidePanel</name>
        <message>
            <source>Game over. Winner: %1</source>
            <translation>Игра окончена. Победитель: %1</translation>
        </message>
        <message>
            <source>Game over.</source>
            <translation>Игра окончена.</translation>
        </message>
        <message>
            <source>Now: %1</source>
            <translation>Сейчас ходит: %1</translation>
        </message>
        <message>
            <source>%1 is thinking…</source>
            <translation>%1 думает…</translation>
        </message>
        <message>
            <source>winner</source>
            <translation>победитель</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Счёт</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Ход игры</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <source>Bingolino</source>
            <translation>Бинголино</translation>
        </message>
        <message>
            <source>Four tabletop games to play at home</source>
            <translation>Четыре настольные игры для дома</translation>
        </message>
        <message>
            <source>Continue last game</source>
            <translation>Продолжить игру</translation>
        </message>
        <message>
            <source>Go back to the game you left unfinished</source>
            <translation>Вернуться к незаконченной игре</translation>
        </message>
        <message>
            <source>Open…</source>
            <translation>Открыть…</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Открыть сохранённую игру</translation>
        </message>
        <message>
            <source>Recent games</source>
            <translation>Недавние игры</translation>
        </message>
        <message>
            <source>No saved games yet.</source>
            <translation>Сохранённых игр пока нет.</translation>
        </message>
    </context>
</TS>
