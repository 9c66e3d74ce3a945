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
        <name>Accessible</name>
        <message>
            <source>%1 board</source>
            <translation>Игровое поле: %1</translation>
        </message>
        <message>
            <source>%1: %2.</source>
            <translation>%1: %2.</translation>
        </message>
        <message>
            <source>Press</source>
            <translation>Нажать</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
    </context>
    <context>
        <name>Announcer</name>
        <message>
            <source>Last move: %1</source>
            <translation>Последний ход: %1</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>A second window on the same data folder: it keeps its own autosave.</source>
            <translation>Второе окно с той же папкой данных ведёт своё автосохранение.</translation>
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
            <translation>Разложите плитки: перетащите одну на другую, чтобы поменять их местами, или нажмите «Разложить за меня». Затем нажмите «Готово».</translation>
        </message>
        <message>
            <source>Choose how many dice to roll (1–5).</source>
            <translation>Выберите, сколько кубиков бросить (1–5).</translation>
        </message>
        <message>
            <source>Nothing matches: turn one of your face-down tiles back up.</source>
            <translation>Ничего не подходит: снова откройте одну из своих перевёрнутых плиток.</translation>
        </message>
        <message>
            <source>Turn one of the highlighted tiles face down.</source>
            <translation>Переверните одну из подсвеченных плиток.</translation>
        </message>
        <message>
            <source>Arranging…</source>
            <translation>Раскладывает плитки…</translation>
        </message>
        <message>
            <source>Out of the play-off</source>
            <translation>Вне борьбы</translation>
        </message>
        <message>
            <source>Winner!</source>
            <translation>Победа!</translation>
        </message>
        <message>
            <source>Your move</source>
            <translation>Ваш ход</translation>
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
            <source>Stars</source>
            <translation>Звёзды</translation>
        </message>
        <message>
            <source>You cannot roll now.</source>
            <translation>Сейчас бросать нельзя.</translation>
        </message>
        <message>
            <source>Chance of each total (gold: numbers still on the grid)</source>
            <translation>Шанс каждой суммы (золотом — числа, ещё открытые на поле)</translation>
        </message>
        <message>
            <source>Chance that this many dice let you turn a tile</source>
            <translation>Шанс перевернуть плитку при таком числе кубиков</translation>
        </message>
        <message>
            <source>%1 with %2: %3</source>
            <translation>Сумма %1, %2: %3</translation>
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
            <source>row %1, column %2</source>
            <translation>ряд %1, столбец %2</translation>
        </message>
        <message>
            <source>Everybody drew 16 tiles.</source>
            <translation>Всем роздано по 16 плиток.</translation>
        </message>
        <message>
            <source>%1 has laid out the grid.</source>
            <translation>%1: поле разложено.</translation>
        </message>
        <message>
            <source>%1 turned the %2 face up again (%3).</source>
            <translation>%1 снова открывает %2 (%3).</translation>
        </message>
        <message>
            <source>%1 completed %2: Bingolino! Now %3.</source>
            <translation>%1 закрывает %2: Бинголино! Теперь %3.</translation>
        </message>
        <message>
            <source>%1 are tied and play on: the first to reach %2 wins.</source>
            <translation>Поровну звёзд: %1. Игра продолжается — побеждает тот, кто раньше наберёт %2.</translation>
        </message>
        <message>
            <source>%1: four stars in %2!</source>
            <translation>%1: четыре звезды за %2!</translation>
        </message>
        <message>
            <source>%1 share the win. %2</source>
            <translation>%1 делят победу. %2</translation>
        </message>
        <message>
            <source>%1 wins. %2</source>
            <translation>%1 побеждает. %2</translation>
        </message>
        <message>
            <source>Winners: %1</source>
            <translation>Победители: %1</translation>
        </message>
        <message>
            <source>Winner: %1</source>
            <translation>Победитель: %1</translation>
        </message>
        <message>
            <source>Four stars before anyone else.</source>
            <translation>Четыре звезды раньше всех.</translation>
        </message>
        <message>
            <source>Four stars before anyone else, %1 in all.</source>
            <translation>Четыре звезды раньше всех, всего %1.</translation>
        </message>
        <message>
            <source>Several reached four stars in one turn; the most stars won: %1.</source>
            <translation>Четыре звезды за один ход набрали несколько игроков; решило большее число звёзд: %1.</translation>
        </message>
        <message>
            <source>Play-off: %1 reached in the same turn, so the win is shared.</source>
            <translation>После ничьей несколько игроков набрали %1 за один ход — победа общая.</translation>
        </message>
        <message>
            <source>Play-off: the first to reach %1.</source>
            <translation>После ничьей побеждает тот, кто раньше наберёт %1.</translation>
        </message>
        <message>
            <source>%1: %2 − %3 = %4</source>
            <translation>%1: %2 − %3 = %4</translation>
        </message>
        <message>
            <source>%1 set the %2 aside: %3 − %2 = %4</source>
            <translation>%1 откладывает %2: %3 − %2 = %4</translation>
        </message>
        <message>
            <source>%1 rolled %2 = %3.</source>
            <translation>%1: бросок %2 = %3.</translation>
        </message>
        <message>
            <source>%1 has no %2 and must turn a tile face up again.</source>
            <translation>%1: нет плитки %2 — нужно снова открыть одну из перевёрнутых плиток.</translation>
        </message>
        <message>
            <source>%1 cannot use %2 and has no tile to turn back.</source>
            <translation>%1: %2 не подходит, а перевёрнутых плиток нет.</translation>
        </message>
        <message>
            <source>Four stars in %1!</source>
            <translation>Четыре звезды за %1!</translation>
        </message>
        <message>
            <source>The grid must hold exactly the 16 tiles you drew.</source>
            <translation>На поле должны лежать ровно те 16 плиток, что вам достались.</translation>
        </message>
        <message>
            <source>Turn %2: %1.</source>
            <translation>Ход %2: %1.</translation>
        </message>
        <message>
            <source>%1 set the %2 aside and turned down %3 (%4).</source>
            <translation>%1 откладывает %2 и переворачивает %3 (%4).</translation>
        </message>
        <message>
            <source>%1 turned down %2 (%3).</source>
            <translation>%1 переворачивает %2 (%3).</translation>
        </message>
        <message>
            <source>Roll between 1 and 5 dice.</source>
            <translation>Бросать можно от 1 до 5 кубиков.</translation>
        </message>
        <message>
            <source>You can turn a tile down, so you may not turn one back up.</source>
            <translation>У вас есть подходящая плитка, поэтому открывать плитку обратно нельзя.</translation>
        </message>
        <message>
            <source>Nothing matches %1: turn one of your face-down tiles up again.</source>
            <translation>Для %1 нет плитки: снова откройте одну из своих перевёрнутых плиток.</translation>
        </message>
        <message>
            <source>That tile does not match %1.</source>
            <translation>Эта плитка не подходит: нужно %1.</translation>
        </message>
        <message>
            <source>%1 (without %2)</source>
            <translation>%1 (без %2)</translation>
        </message>
        <message>
            <source>Set a die aside: %1</source>
            <translation>Без одного кубика: %1</translation>
        </message>
        <message>
            <source>No tile shows %1: turn one of your tiles face up again.</source>
            <translation>Нет плитки с числом %1: снова откройте одну из своих плиток.</translation>
        </message>
        <message>
            <source>Total %1</source>
            <translation>Сумма %1</translation>
        </message>
        <message>
            <source>Play-off: %1 are tied. Only they keep playing; the first to reach %2 wins.</source>
            <translation>Поровну звёзд: %1. Дальше играют только они; побеждает тот, кто раньше наберёт %2.</translation>
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
            <translation>Сейчас можно перевернуть только подсвеченные плитки.</translation>
        </message>
        <message>
            <source>That tile is already face down.</source>
            <translation>Эта плитка уже перевёрнута.</translation>
        </message>
        <message>
            <source>Row %1, column %2</source>
            <translation>Ряд %1, столбец %2</translation>
        </message>
        <message>
            <source>you may turn it down</source>
            <translation>её можно перевернуть</translation>
        </message>
        <message>
            <source>Turn this tile down</source>
            <translation>Перевернуть эту плитку</translation>
        </message>
        <message>
            <source>you may turn it down with a die set aside</source>
            <translation>её можно перевернуть, отложив кубик</translation>
        </message>
        <message>
            <source>Turn this tile down, setting a die aside</source>
            <translation>Перевернуть эту плитку, отложив кубик</translation>
        </message>
        <message>
            <source>you may turn it face up again</source>
            <translation>её можно снова открыть</translation>
        </message>
        <message>
            <source>Turn this tile face up again</source>
            <translation>Снова открыть эту плитку</translation>
        </message>
        <message>
            <source>its player could turn it down</source>
            <translation>подходит к броску</translation>
        </message>
        <message>
            <source>%1's grid: %2</source>
            <translation>Поле: %1 — %2</translation>
        </message>
        <message>
            <source>rolls now</source>
            <translation>сейчас бросает</translation>
        </message>
        <message>
            <source>being arranged</source>
            <translation>раскладывается</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>перевёрнута</translation>
        </message>
        <message>
            <source>face up</source>
            <translation>открыта</translation>
        </message>
        <message>
            <source>not laid out yet</source>
            <translation>ещё не разложена</translation>
        </message>
        <message>
            <source>picked for a swap</source>
            <translation>выбрана для обмена</translation>
        </message>
        <message>
            <source>turned last</source>
            <translation>перевёрнута последней</translation>
        </message>
        <message>
            <source>suggested</source>
            <translation>подсказка</translation>
        </message>
        <message>
            <source>Put this tile back</source>
            <translation>Отменить выбор плитки</translation>
        </message>
        <message>
            <source>Pick this tile to swap it</source>
            <translation>Выбрать плитку для обмена</translation>
        </message>
        <message>
            <source>Swap it with the picked tile</source>
            <translation>Поменять местами с выбранной плиткой</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Dice rolled by %1: %2</source>
            <translation>Бросок: %1 — %2</translation>
        </message>
        <message>
            <source>Last roll, by %1: %2</source>
            <translation>Последний бросок: %1 — %2</translation>
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
            <source>Roll %1</source>
            <translation>Бросить: %1</translation>
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
            <translation>Разумно разложить плитки (клавиша A)</translation>
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
            <source>Keys: 1–5 roll; arrows and Enter choose a tile; A, D arrange, done.</source>
            <translation>Клавиши: 1–5 — бросок; стрелки и Enter — выбор плитки; A, D — разложить за меня, готово.</translation>
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
        <message>
            <source>last tile turned</source>
            <translation>последняя перевёрнутая плитка</translation>
        </message>
    </context>
    <context>
        <name>BingolinoSheet</name>
        <message>
            <source>Bingolino score sheet</source>
            <translation>Бланк «Бинголино»</translation>
        </message>
        <message>
            <source>Player:</source>
            <translation>Игрок:</translation>
        </message>
        <message>
            <source>Stars:</source>
            <translation>Звёзды:</translation>
        </message>
        <message>
            <source>Turns:</source>
            <translation>Ходы:</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Победитель</translation>
        </message>
    </context>
    <context>
        <name>CoverScreen</name>
        <message>
            <source>Pass to %1</source>
            <translation>Передайте экран: %1</translation>
        </message>
        <message>
            <source>The others should look away now.</source>
            <translation>Остальным лучше сейчас отвернуться.</translation>
        </message>
        <message>
            <source>%1, click when ready</source>
            <translation>%1, нажмите, когда будете готовы</translation>
        </message>
    </context>
    <context>
        <name>DominoAccess</name>
        <message numerus="yes">
            <source>%n stone(s)</source>
            <translation>
                <numerusform>%n камень</numerusform>
                <numerusform>%n камня</numerusform>
                <numerusform>%n камней</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DominoBoard</name>
        <message>
            <source>No trick has been finished yet.</source>
            <translation>Ещё ни одна взятка не сыграна.</translation>
        </message>
        <message>
            <source>%1 wins the match!</source>
            <translation>%1 выигрывает партию!</translation>
        </message>
        <message>
            <source>Deal %1 is over: read the summary, then press Next deal (or Enter).</source>
            <translation>Сдача %1 окончена: прочитайте итоги и нажмите «Следующая сдача» (или Enter).</translation>
        </message>
        <message>
            <source>Click the table or press Space to go on.</source>
            <translation>Щёлкните по столу или нажмите пробел, чтобы продолжить.</translation>
        </message>
        <message>
            <source>Big points</source>
            <translation>Большие очки</translation>
        </message>
        <message>
            <source>Waiting for %1…</source>
            <translation>Ждём: %1…</translation>
        </message>
        <message>
            <source>Lead a stone: click it, or pick it with the arrow keys and press Enter.</source>
            <translation>Ваш заход: щёлкните камень или выберите его стрелками и нажмите Enter.</translation>
        </message>
        <message>
            <source>Answer %1's stone: only the highlighted stones may be played.</source>
            <translation>Заход: %1. Отвечать можно только подсвеченными камнями.</translation>
        </message>
        <message>
            <source>Answer %1's stone with any stone (the stock is still open).</source>
            <translation>Заход: %1. Ответьте любым камнем (резерв ещё открыт).</translation>
        </message>
        <message>
            <source>%1 · %2 this deal</source>
            <translation>%1 · %2 в этой сдаче</translation>
        </message>
        <message>
            <source>Suggestion: close the stock.</source>
            <translation>Совет: закройте резерв.</translation>
        </message>
        <message>
            <source>Suggestion: play %1.</source>
            <translation>Совет: сыграйте %1.</translation>
        </message>
        <message>
            <source>First close the summary of the deal: press Next deal.</source>
            <translation>Сначала закройте итоги сдачи: нажмите «Следующая сдача».</translation>
        </message>
        <message>
            <source>Close the stock?</source>
            <translation>Закрыть резерв?</translation>
        </message>
        <message>
            <source>Nobody draws again and the follow rules apply at once. You must reach 70 points in this deal: if you fall short, your opponent scores big points.

Close the stock?</source>
            <translation>Из резерва больше никто не берёт, и сразу действуют правила хода в масть. В этой сдаче нужно набрать 70 очков: если не наберёте, большие очки получит соперник.

Закрыть резерв?</translation>
        </message>
        <message>
            <source>Trumps: %1</source>
            <translation>Козыри: %1</translation>
        </message>
        <message>
            <source>Closed by: %1</source>
            <translation>Резерв закрыт: %1</translation>
        </message>
        <message>
            <source>Last trick went to %1</source>
            <translation>Последняя взятка: %1</translation>
        </message>
        <message>
            <source>%1 drew %2</source>
            <translation>Козырь %2: %1</translation>
        </message>
        <message>
            <source>Suggestion: declare your doubles and lead %1.</source>
            <translation>Совет: объявите дубли и зайдите с %1.</translation>
        </message>
        <message>
            <source>%1
%2 this deal</source>
            <translation>%1
%2 в этой сдаче</translation>
        </message>
        <message>
            <source>The match is played to %1 big points.</source>
            <translation>Партия идёт до %1 больших очков.</translation>
        </message>
        <message>
            <source>Click or press any key to go back.</source>
            <translation>Щёлкните или нажмите любую клавишу, чтобы вернуться.</translation>
        </message>
        <message>
            <source>%1 led</source>
            <translation>Заход: %1</translation>
        </message>
        <message>
            <source>declared %1: %2</source>
            <translation>объявлено %1: %2</translation>
        </message>
        <message>
            <source>Deal %1 · %2</source>
            <translation>Сдача %1 · %2</translation>
        </message>
        <message>
            <source>Follow rules apply: no more drawing.</source>
            <translation>Действуют правила хода в масть; из резерва больше не берут.</translation>
        </message>
        <message>
            <source>%1 reached 70 first.</source>
            <translation>Первые 70 очков: %1.</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n очко</numerusform>
                <numerusform>%n очка</numerusform>
                <numerusform>%n очков</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n big point(s)</source>
            <translation>
                <numerusform>%n большое очко</numerusform>
                <numerusform>%n больших очка</numerusform>
                <numerusform>%n больших очков</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n взятка</numerusform>
                <numerusform>%n взятки</numerusform>
                <numerusform>%n взяток</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n double(s)</source>
            <translation>
                <numerusform>%n дубль</numerusform>
                <numerusform>%n дубля</numerusform>
                <numerusform>%n дублей</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stone(s) in the stock</source>
            <translation>
                <numerusform>%n камень в резерве</numerusform>
                <numerusform>%n камня в резерве</numerusform>
                <numerusform>%n камней в резерве</numerusform>
            </translation>
        </message>
        <message>
            <source>blanks</source>
            <translation>мыло</translation>
        </message>
        <message>
            <source>ones</source>
            <translation>единицы</translation>
        </message>
        <message>
            <source>twos</source>
            <translation>двойки</translation>
        </message>
        <message>
            <source>threes</source>
            <translation>тройки</translation>
        </message>
        <message>
            <source>fours</source>
            <translation>четвёрки</translation>
        </message>
        <message>
            <source>fives</source>
            <translation>пятёрки</translation>
        </message>
        <message>
            <source>sixes</source>
            <translation>шестёрки</translation>
        </message>
        <message>
            <source>Russian rules</source>
            <translation>русские правила</translation>
        </message>
        <message>
            <source>English rules</source>
            <translation>английские правила</translation>
        </message>
        <message>
            <source>bingo took the trump double</source>
            <translation>бинго забрало козырной дубль</translation>
        </message>
        <message>
            <source>declared %1</source>
            <translation>объявлено %1</translation>
        </message>
        <message>
            <source>first to 70, opponent took no trick</source>
            <translation>первые 70 очков, у соперника ни одной взятки</translation>
        </message>
        <message>
            <source>first to 70, opponent under %1</source>
            <translation>первые 70 очков, у соперника меньше %1</translation>
        </message>
        <message>
            <source>first to 70</source>
            <translation>первые 70 очков</translation>
        </message>
        <message>
            <source>also reached 70</source>
            <translation>тоже 70 очков</translation>
        </message>
        <message>
            <source>closed and made 70, opponent took no trick</source>
            <translation>резерв закрыт, 70 очков набрано, у соперника ни одной взятки</translation>
        </message>
        <message>
            <source>closed and made 70, opponent under %1</source>
            <translation>резерв закрыт, 70 очков набрано, у соперника меньше %1</translation>
        </message>
        <message>
            <source>closed and made 70</source>
            <translation>резерв закрыт, 70 очков набрано</translation>
        </message>
        <message>
            <source>the opponent closed and missed 70</source>
            <translation>соперник закрыл резерв и не набрал 70</translation>
        </message>
        <message>
            <source>the opponent closed before this player took a trick, and missed 70</source>
            <translation>соперник закрыл резерв, пока у этого игрока не было взяток, и не набрал 70</translation>
        </message>
        <message>
            <source>Deal %1 is over: %2, %3.</source>
            <translation>Сдача %1 окончена: %2, %3.</translation>
        </message>
        <message>
            <source>The lead is in %1: you hold a non-trump stone with that half, so you must play one.</source>
            <translation>Заход в %1: у вас есть некозырный камень с такой половиной — положите его.</translation>
        </message>
        <message>
            <source>reached 70 after the opponent closed</source>
            <translation>70 очков после закрытия резерва соперником</translation>
        </message>
        <message>
            <source>%1 leads the first deal (drawn by lot).</source>
            <translation>Первый заход по жребию: %1.</translation>
        </message>
        <message>
            <source>Deal %1: %2 leads, %3 turns up %4 — %5 are trumps.</source>
            <translation>Сдача %1: заходит %2, %3 открывает %4 — козыри: %5.</translation>
        </message>
        <message>
            <source>%1 plays %2.</source>
            <translation>%1 кладёт %2.</translation>
        </message>
        <message>
            <source>%1 declares %2: %3.</source>
            <translation>%1 объявляет %2: %3.</translation>
        </message>
        <message>
            <source>%1 closes the stock with %2 and %3; %4 has %5.</source>
            <translation>%1 закрывает резерв: %2 и %3; %4: %5.</translation>
        </message>
        <message>
            <source>%1 takes the trick: %2.</source>
            <translation>%1 берёт взятку: %2.</translation>
        </message>
        <message>
            <source>%1 wins the declared trick: %2 more.</source>
            <translation>%1 берёт взятку с объявлением: ещё %2.</translation>
        </message>
        <message>
            <source>%1 wins the declared trick.</source>
            <translation>%1 берёт взятку с объявлением.</translation>
        </message>
        <message>
            <source>%1 lost the declared trick: the declaration scores nothing.</source>
            <translation>%1 отдаёт взятку с объявлением: объявление ничего не приносит.</translation>
        </message>
        <message>
            <source>%1 draws the turned stone %2.</source>
            <translation>%1 забирает открытый козырь %2.</translation>
        </message>
        <message>
            <source>The stock is empty: from now on the follow rules apply.</source>
            <translation>Резерв разобран: теперь действуют правила хода в масть.</translation>
        </message>
        <message>
            <source>%1 is the first to reach 70 points.</source>
            <translation>%1: первые 70 очков.</translation>
        </message>
        <message>
            <source>%1 scores %2: %3.</source>
            <translation>%1 получает %2: %3.</translation>
        </message>
        <message>
            <source>Nobody earned big points in this deal.</source>
            <translation>В этой сдаче больших очков никто не получил.</translation>
        </message>
        <message>
            <source>Both reached the target with the same big points: one more deal.</source>
            <translation>Цель достигнута, но больших очков поровну: играется ещё одна сдача.</translation>
        </message>
        <message>
            <source>%1 wins the match %2 : %3!</source>
            <translation>%1 выигрывает партию %2 : %3!</translation>
        </message>
        <message>
            <source>You have no %1 to follow, but you have %2 (the led stone's other half): play one of those.</source>
            <translation>У вас нет масти захода (%1), но есть %2 — вторая половина заходного камня: положите такой камень.</translation>
        </message>
        <message>
            <source>You cannot follow %1, so you must play a trump.</source>
            <translation>У вас нет масти захода (%1), поэтому нужно положить козырь.</translation>
        </message>
        <message>
            <source>A trump was led: you must play a trump while you have one.</source>
            <translation>Заход в козыри: пока у вас есть козыри, кладите козырь.</translation>
        </message>
        <message>
            <source>That stone is not in your hand.</source>
            <translation>Этого камня у вас нет.</translation>
        </message>
        <message>
            <source>The stock is already closed.</source>
            <translation>Резерв уже закрыт.</translation>
        </message>
        <message>
            <source>The stock is empty: there is nothing to close.</source>
            <translation>Резерв пуст — закрывать нечего.</translation>
        </message>
        <message>
            <source>Under the English rules only the leader may close, before leading.</source>
            <translation>По английским правилам закрыть резерв можно только перед своим заходом.</translation>
        </message>
        <message>
            <source>Doubles are declared only when leading.</source>
            <translation>Дубли объявляют только при заходе.</translation>
        </message>
        <message>
            <source>Declare by leading a double.</source>
            <translation>Чтобы объявить дубли, зайдите с дубля.</translation>
        </message>
        <message>
            <source>You need at least two doubles to declare.</source>
            <translation>Для объявления нужно хотя бы два дубля.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Сейчас не ваш ход.</translation>
        </message>
        <message>
            <source>You can declare only when leading a double while holding two or more.</source>
            <translation>Объявить дубли можно, только заходя с дубля, когда у вас их два или больше.</translation>
        </message>
        <message>
            <source>You cannot close the stock now.</source>
            <translation>Сейчас закрыть резерв нельзя.</translation>
        </message>
        <message>
            <source>%1 takes the trick: +%2</source>
            <translation>%1 берёт взятку: +%2</translation>
        </message>
        <message>
            <source>Last trick: %1 led %2, %3 answered %4.</source>
            <translation>Последняя взятка: заход — %1, %2; ответ — %3, %4.</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>лицом вниз</translation>
        </message>
        <message>
            <source>trump</source>
            <translation>козырь</translation>
        </message>
        <message>
            <source>you may declare your doubles and lead it</source>
            <translation>можно объявить дубли и зайти с него</translation>
        </message>
        <message>
            <source>Declare your doubles and lead this stone</source>
            <translation>Объявить дубли и зайти с этого камня</translation>
        </message>
        <message>
            <source>you may play it</source>
            <translation>можно сыграть</translation>
        </message>
        <message>
            <source>Play this stone</source>
            <translation>Сыграть этот камень</translation>
        </message>
        <message>
            <source>cannot be played now</source>
            <translation>сейчас сыграть нельзя</translation>
        </message>
        <message>
            <source>%1's hand: %2, face down</source>
            <translation>Рука: %1 — %2, лицом вниз</translation>
        </message>
        <message>
            <source>%1's hand: %2</source>
            <translation>Рука: %1 — %2</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Table: %1</source>
            <translation>Стол: %1</translation>
        </message>
        <message>
            <source>Go on</source>
            <translation>Дальше</translation>
        </message>
        <message>
            <source>turned up under it: %1</source>
            <translation>под ним открыт %1</translation>
        </message>
        <message>
            <source>the trump stone under it lies face down: the stock is closed</source>
            <translation>козырной камень под ним лежит лицом вниз: резерв закрыт</translation>
        </message>
        <message>
            <source>Close the stock</source>
            <translation>Закрыть резерв</translation>
        </message>
        <message>
            <source>to move</source>
            <translation>сейчас ходит</translation>
        </message>
    </context>
    <context>
        <name>DominoControls</name>
        <message>
            <source>Each deal is written here when it ends.</source>
            <translation>Сюда записывается каждая законченная сдача.</translation>
        </message>
        <message>
            <source>Your move</source>
            <translation>Ваш ход</translation>
        </message>
        <message>
            <source>Close the stock</source>
            <translation>Закрыть резерв</translation>
        </message>
        <message>
            <source>Turn the trump stone face down: no more drawing, strict following, and you promise to reach 70 points (key C)</source>
            <translation>Перевернуть козырной камень: из резерва больше не берут, ход в масть обязателен, а вы обязуетесь набрать 70 очков (клавиша C)</translation>
        </message>
        <message>
            <source>Declare doubles</source>
            <translation>Объявить дубли</translation>
        </message>
        <message>
            <source>Show all your doubles with the double you lead; they score if you win the trick (key D)</source>
            <translation>Показать все свои дубли при заходе с дубля; они приносят очки, если вы возьмёте взятку (клавиша D)</translation>
        </message>
        <message>
            <source>Click a stone in your hand to play it.</source>
            <translation>Щёлкните камень в руке, чтобы сыграть его.</translation>
        </message>
        <message>
            <source>Show last trick</source>
            <translation>Показать последнюю взятку</translation>
        </message>
        <message>
            <source>Bring back the last finished trick: both stones, who led, who took it and the points, until your next click or key (key T)</source>
            <translation>Вернуть на стол последнюю сыгранную взятку: оба камня, кто заходил, кто взял и сколько очков — до следующего щелчка или клавиши (клавиша T)</translation>
        </message>
        <message>
            <source>Score pad</source>
            <translation>Запись счёта</translation>
        </message>
    </context>
    <context>
        <name>DominoPad</name>
        <message>
            <source>Deal</source>
            <translation>Сдача</translation>
        </message>
        <message>
            <source>Trumps</source>
            <translation>Козыри</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Очки</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Взятки</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>Закрытие</translation>
        </message>
        <message>
            <source>Declared</source>
            <translation>Объявления</translation>
        </message>
        <message>
            <source>Big points awarded</source>
            <translation>Большие очки</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Итог</translation>
        </message>
        <message>
            <source>%1; score %2</source>
            <translation>%1; счёт %2</translation>
        </message>
        <message>
            <source>%1 at %2 : %3</source>
            <translation>%1, при счёте %2 : %3</translation>
        </message>
        <message>
            <source>%1 +%2 (%3)</source>
            <translation>%1 +%2 (%3)</translation>
        </message>
        <message>
            <source>%1 · match to %2</source>
            <translation>%1 · партия до %2</translation>
        </message>
        <message>
            <source>%1 against %2 · %3 · match to %4</source>
            <translation>%1 — %2 · %3 · партия до %4</translation>
        </message>
        <message>
            <source>No deal yet.</source>
            <translation>Сдач ещё не было.</translation>
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
            <source>%1 against %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>Rules: Russian / English · match to 7 / 8 big points</source>
            <translation>Правила: русские / английские · партия до 7 / 8 больших очков</translation>
        </message>
        <message>
            <source>%1 won the match %2 : %3.</source>
            <translation>Партию выигрывает %1: %2 : %3.</translation>
        </message>
        <message>
            <source>Domino Bingo score pad</source>
            <translation>Домино-бинго: запись счёта</translation>
        </message>
        <message>
            <source>page %1 of %2</source>
            <translation>страница %1 из %2</translation>
        </message>
        <message>
            <source>Points: stones won and declarations. Big points: first to 70 — 1, opponent low — 2, opponent without a trick — 3; bingo takes the trump double — 1.</source>
            <translation>Очки: взятые камни и объявления. Большие очки: первые 70 очков — 1, у соперника мало очков — 2, у соперника нет взяток — 3; бинго забирает козырной дубль — 1.</translation>
        </message>
    </context>
    <context>
        <name>DominoSummary</name>
        <message>
            <source>Deal %1 is over</source>
            <translation>Сдача %1 окончена</translation>
        </message>
        <message>
            <source>Winner: %1</source>
            <translation>Победитель: %1</translation>
        </message>
        <message>
            <source>Deal %1 (the match was decided during it)</source>
            <translation>Сдача %1 (партия решилась по ходу сдачи)</translation>
        </message>
        <message>
            <source>%1 reached the target of %2 big points and is ahead: %3.</source>
            <translation>%1 набирает нужные %2 больших очков и опережает соперника: %3.</translation>
        </message>
        <message>
            <source>%1: trick lost</source>
            <translation>%1: взятка отдана</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>%1: +%2</source>
            <translation>%1: +%2</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Очки</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Взятки</translation>
        </message>
        <message>
            <source>Declared</source>
            <translation>Объявления</translation>
        </message>
        <message>
            <source>Big points</source>
            <translation>Большие очки</translation>
        </message>
        <message>
            <source>%1 closed the stock with the score %2.</source>
            <translation>%1 закрывает резерв при счёте %2.</translation>
        </message>
        <message>
            <source>Match to %1: %2</source>
            <translation>Счёт партии (играем до %1): %2</translation>
        </message>
        <message>
            <source>First to 70 points: %1.</source>
            <translation>Первые 70 очков: %1.</translation>
        </message>
        <message>
            <source>%1: %2 — %3</source>
            <translation>%1: %2 — %3</translation>
        </message>
        <message>
            <source>Big points awarded:</source>
            <translation>Большие очки:</translation>
        </message>
        <message>
            <source>Nobody earned big points in this deal.</source>
            <translation>В этой сдаче больших очков никто не получил.</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Сыграть ещё раз</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Следующая сдача</translation>
        </message>
    </context>
    <context>
        <name>EndWords</name>
        <message numerus="yes">
            <source>%n players share the win</source>
            <translation>
                <numerusform>Победу делят %n игрок</numerusform>
                <numerusform>Победу делят %n игрока</numerusform>
                <numerusform>Победу делят %n игроков</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>GameBoard</name>
        <message>
            <source>Click the table or press Space to go on.</source>
            <translation>Щёлкните по столу или нажмите пробел, чтобы продолжить.</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Сыграть ещё раз</translation>
        </message>
        <message>
            <source>Review and analyse</source>
            <translation>Разбор и анализ</translation>
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
        <message>
            <source>New to this game? Learn to play</source>
            <translation>Впервые в этой игре? Научитесь играть</translation>
        </message>
        <message>
            <source>Play %1</source>
            <translation>Играть: %1</translation>
        </message>
        <message>
            <source>%1: coming soon</source>
            <translation>%1: скоро</translation>
        </message>
        <message>
            <source>Learn to play %1</source>
            <translation>Научиться играть: %1</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>Now it is %1's turn: click again.</source>
            <translation>Теперь ход: %1. Щёлкните ещё раз.</translation>
        </message>
        <message>
            <source>The hint could not be worked out. Please try again.</source>
            <translation>Не удалось подобрать подсказку. Попробуйте ещё раз.</translation>
        </message>
        <message>
            <source>Could not write the autosave.</source>
            <translation>Не удалось записать автосохранение.</translation>
        </message>
    </context>
    <context>
        <name>HelpDialog</name>
        <message>
            <source>Keyboard and screen reader</source>
            <translation>Клавиатура и программа экранного доступа</translation>
        </message>
        <message>
            <source>This page is not written yet.</source>
            <translation>Эта страница ещё не написана.</translation>
        </message>
    </context>
    <context>
        <name>HistoryPlurals</name>
        <message numerus="yes">
            <source>%n win(s) in a row</source>
            <translation>
                <numerusform>%n победа подряд</numerusform>
                <numerusform>%n победы подряд</numerusform>
                <numerusform>%n побед подряд</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n партия</numerusform>
                <numerusform>%n партии</numerusform>
                <numerusform>%n партий</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Finished in %n turn(s)</source>
            <translation>
                <numerusform>Закончена за %n ход</numerusform>
                <numerusform>Закончена за %n хода</numerusform>
                <numerusform>Закончена за %n ходов</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) recorded from the saves.</source>
            <translation>
                <numerusform>Из сохранённых записана %n законченная партия.</numerusform>
                <numerusform>Из сохранённых записаны %n законченные партии.</numerusform>
                <numerusform>Из сохранённых записано %n законченных партий.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The %n game(s) played with this profile stay in the game library under its last name, as a guest’s; its statistics are deleted.</source>
            <translation>
                <numerusform>%n партия, сыгранная с этим профилем, останется в библиотеке под его последним именем как партия гостя; статистика профиля будет удалена.</numerusform>
                <numerusform>%n партии, сыгранные с этим профилем, останутся в библиотеке под его последним именем как партии гостя; статистика профиля будет удалена.</numerusform>
                <numerusform>%n партий, сыгранных с этим профилем, останутся в библиотеке под его последним именем как партии гостя; статистика профиля будет удалена.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HistoryUi</name>
        <message>
            <source>The game history could not be used</source>
            <translation>Не удалось обратиться к истории партий</translation>
        </message>
        <message>
            <source>The game history is not available</source>
            <translation>История партий недоступна</translation>
        </message>
        <message>
            <source>The game history could not be read. It was set aside as “%1” (nothing was deleted) and a new, empty history started.</source>
            <translation>Историю партий не удалось прочитать. Файл отложен под именем «%1» (ничего не удалено), начата новая, пустая история.</translation>
        </message>
        <message>
            <source>The game history was damaged</source>
            <translation>История партий повреждена</translation>
        </message>
        <message>
            <source>The history file or its folder is read-only.</source>
            <translation>Файл истории или его папка доступны только для чтения.</translation>
        </message>
        <message>
            <source>The disk is full.</source>
            <translation>Диск заполнен.</translation>
        </message>
        <message>
            <source>Bingolino is not allowed to use the history file or its folder.</source>
            <translation>У «Бинголино» нет прав на файл истории или его папку.</translation>
        </message>
        <message>
            <source>The data folder’s path is too long for it (%1 characters; at most %2). Choose a shorter data folder.</source>
            <translation>Путь к папке данных для неё слишком длинный (символов: %1, допустимо не больше %2). Выберите папку с более коротким путём.</translation>
        </message>
        <message>
            <source>Its file name is taken by something that is not an ordinary file.</source>
            <translation>Имя её файла занято чем-то, что не является обычным файлом.</translation>
        </message>
        <message>
            <source>Another Bingolino window kept it busy for too long.</source>
            <translation>Другое окно «Бинголино» слишком долго её занимало.</translation>
        </message>
        <message>
            <source>The system refused to open or write its file.</source>
            <translation>Система не дала открыть или записать её файл.</translation>
        </message>
        <message>
            <source>The game history was written by a newer version of Bingolino. It is left as it is; games are not recorded until Bingolino is updated.</source>
            <translation>История партий записана более новой версией «Бинголино» и оставлена без изменений; до обновления «Бинголино» партии не записываются.</translation>
        </message>
        <message>
            <source>Another Bingolino window kept the game history busy for too long. Close the other window or try again in a moment.</source>
            <translation>Другое окно «Бинголино» слишком долго занимало историю партий. Закройте другое окно или повторите чуть позже.</translation>
        </message>
        <message>
            <source>The finished games that waited are now in the history.</source>
            <translation>Отложенные законченные партии записаны в историю.</translation>
        </message>
        <message>
            <source>There is a profile named “%1” already.</source>
            <translation>Профиль «%1» уже есть.</translation>
        </message>
        <message>
            <source>A profile needs a name.</source>
            <translation>У профиля должно быть имя.</translation>
        </message>
        <message>
            <source>This profile no longer exists.</source>
            <translation>Этого профиля больше нет.</translation>
        </message>
        <message>
            <source>This game is no longer in the history.</source>
            <translation>Этой партии больше нет в истории.</translation>
        </message>
        <message>
            <source>This game’s record in the history is damaged, so it cannot be opened. The other games are not affected.</source>
            <translation>Запись этой партии в истории повреждена, открыть её нельзя. Остальные партии в порядке.</translation>
        </message>
        <message>
            <source>The game history could not be used: %1</source>
            <translation>Не удалось обратиться к истории партий: %1</translation>
        </message>
        <message>
            <source>The finished game is kept and will be recorded in the history as soon as it can be written.</source>
            <translation>Законченная партия сохранена и попадёт в историю, как только туда снова можно будет записывать.</translation>
        </message>
        <message>
            <source>Standard rules</source>
            <translation>Обычные правила</translation>
        </message>
        <message>
            <source>Not finished</source>
            <translation>Не закончена</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Ничья</translation>
        </message>
        <message>
            <source>Won by %1</source>
            <translation>Победа: %1</translation>
        </message>
        <message>
            <source>Personal best for %1: %2 (before: %3).</source>
            <translation>Личный рекорд: %1 — %2 (было: %3).</translation>
        </message>
        <message>
            <source>Could not open the game</source>
            <translation>Не удалось открыть партию</translation>
        </message>
    </context>
    <context>
        <name>HostDialog</name>
        <message>
            <source>You</source>
            <translation>Вы</translation>
        </message>
        <message>
            <source>Friend</source>
            <translation>Друг</translation>
        </message>
        <message>
            <source>joins with the invite</source>
            <translation>войдёт по приглашению</translation>
        </message>
        <message>
            <source>Table: %1</source>
            <translation>Стол: %1</translation>
        </message>
        <message>
            <source>Type the server's address, for example example.org:8765 or wss://example.org.</source>
            <translation>Введите адрес сервера, например example.org:8765 или wss://example.org.</translation>
        </message>
        <message>
            <source>Host a table: %1</source>
            <translation>Стол по сети: %1</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Игра:</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Стол</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Режим</translation>
        </message>
        <message>
            <source>Live: everyone at the table now</source>
            <translation>Вживую: все за столом сейчас</translation>
        </message>
        <message>
            <source>Turn-based: each moves when it suits them</source>
            <translation>Заочно: каждый ходит, когда удобно</translation>
        </message>
        <message>
            <source>A turn-based table can last for days: the start page shows the tables where it is your turn.</source>
            <translation>Заочная игра может идти днями: на начальной странице видны столы, где ваш ход.</translation>
        </message>
        <message>
            <source>A player away</source>
            <translation>Если игрока нет за столом</translation>
        </message>
        <message>
            <source>The game waits</source>
            <translation>Игра ждёт</translation>
        </message>
        <message>
            <source>A computer plays after (minutes):</source>
            <translation>Компьютер заменит игрока через (мин):</translation>
        </message>
        <message>
            <source>Minutes of absence before a computer plays the seat, until its player comes back</source>
            <translation>Через сколько минут отсутствия место займёт компьютер (до возвращения игрока)</translation>
        </message>
        <message>
            <source>The level of the computer that plays for an absent player</source>
            <translation>Уровень компьютера, который играет вместо отсутствующего игрока</translation>
        </message>
        <message>
            <source>Server</source>
            <translation>Сервер</translation>
        </message>
        <message>
            <source>This computer (home network)</source>
            <translation>Этот компьютер (домашняя сеть)</translation>
        </message>
        <message>
            <source>A server on the internet</source>
            <translation>Сервер в интернете</translation>
        </message>
        <message>
            <source>This computer serves the table while Bingolino is open here. A table server on the internet serves it always (see “Playing across computers” in the README).</source>
            <translation>Этот компьютер держит стол, пока здесь открыто «Бинголино». Сервер столов в интернете держит его всегда (см. «Игра на нескольких компьютерах» в README).</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Адрес</translation>
        </message>
        <message>
            <source>Name on the network</source>
            <translation>Имя стола в сети</translation>
        </message>
        <message>
            <source>Host</source>
            <translation>Открыть стол</translation>
        </message>
    </context>
    <context>
        <name>JoinDialog</name>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>Looking for tables on this network…</source>
            <translation>Поиск столов в этой сети…</translation>
        </message>
        <message>
            <source>Choose a table to fill in its address; the code comes from its host.</source>
            <translation>Выберите стол, чтобы подставить его адрес; код сообщит тот, кто открыл стол.</translation>
        </message>
        <message>
            <source>Paste the invite link, or type the code (ten letters and digits, like ABCDE-FGHJK).</source>
            <translation>Вставьте ссылку-приглашение или введите код (десять латинских букв и цифр, например ABCDE-FGHJK).</translation>
        </message>
        <message>
            <source>Type the address of the table's server, or choose a table found on this network.</source>
            <translation>Введите адрес сервера стола или выберите стол, найденный в этой сети.</translation>
        </message>
        <message>
            <source>Type your name.</source>
            <translation>Введите своё имя.</translation>
        </message>
        <message>
            <source>Join a table</source>
            <translation>Сесть за стол по сети</translation>
        </message>
        <message>
            <source>Invite</source>
            <translation>Приглашение</translation>
        </message>
        <message>
            <source>Link or code</source>
            <translation>Ссылка или код</translation>
        </message>
        <message>
            <source>or</source>
            <translation>или</translation>
        </message>
        <message>
            <source>The host's table shows its invite: a link to paste, or a code to type</source>
            <translation>Приглашение видно у того, кто открыл стол: ссылку можно вставить, код — ввести</translation>
        </message>
        <message>
            <source>Server</source>
            <translation>Сервер</translation>
        </message>
        <message>
            <source>address, for example %1</source>
            <translation>адрес, например %1</translation>
        </message>
        <message>
            <source>Only with a code: where the table is served (a link names it)</source>
            <translation>Нужен только для кода: где находится стол (ссылка уже содержит адрес)</translation>
        </message>
        <message>
            <source>Tables on this network</source>
            <translation>Столы в этой сети</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Вы</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>Ваше имя</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>Сесть за стол</translation>
        </message>
    </context>
    <context>
        <name>LayoutChoice</name>
        <message>
            <source>Same board as last game</source>
            <translation>То же поле, что в прошлой партии</translation>
        </message>
        <message>
            <source>My drawn layout</source>
            <translation>Моя раскладка</translation>
        </message>
        <message>
            <source>Draw a layout…</source>
            <translation>Нарисовать раскладку…</translation>
        </message>
    </context>
    <context>
        <name>LayoutEditor</name>
        <message numerus="yes">
            <source>%n tile(s) laid</source>
            <translation>
                <numerusform>Выложена %n плитка</numerusform>
                <numerusform>Выложено %n плитки</numerusform>
                <numerusform>Выложено %n плиток</numerusform>
            </translation>
        </message>
        <message>
            <source>A board needs exactly 56 tiles.</source>
            <translation>Для поля нужно ровно 56 плиток.</translation>
        </message>
        <message>
            <source>The tiles must form one group: each touches another by a side or a corner.</source>
            <translation>Плитки должны образовать одну группу: каждая касается другой стороной или углом.</translation>
        </message>
        <message>
            <source>56 tiles in one group: ready to play.</source>
            <translation>56 плиток в одной группе: можно играть.</translation>
        </message>
        <message>
            <source>Draw a starting layout</source>
            <translation>Нарисуйте начальную раскладку</translation>
        </message>
        <message>
            <source>Click or drag over the grid to lay tiles and to take them away (arrow keys and Space work too). Lay exactly 56 tiles in one group.</source>
            <translation>Щёлкайте или ведите мышью по сетке, чтобы класть и убирать плитки (можно и стрелками с пробелом). Выложите ровно 56 плиток одной группой.</translation>
        </message>
        <message>
            <source>Start from the cross</source>
            <translation>Начать с креста</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Случайная</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Очистить</translation>
        </message>
    </context>
    <context>
        <name>LessonCallout</name>
        <message>
            <source>Skip lesson</source>
            <translation>Пропустить урок</translation>
        </message>
        <message>
            <source>End the lesson and go back to the start page</source>
            <translation>Закончить урок и вернуться на начальную страницу</translation>
        </message>
        <message>
            <source>Enter or Space</source>
            <translation>Enter или пробел</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 из %2</translation>
        </message>
    </context>
    <context>
        <name>LessonMenu</name>
        <message>
            <source>&amp;Learn to play</source>
            <translation>&amp;Научиться играть</translation>
        </message>
    </context>
    <context>
        <name>LessonRunner</name>
        <message>
            <source>Read this first, then press Next.</source>
            <translation>Сначала прочитайте подсказку, потом нажмите «Далее».</translation>
        </message>
        <message>
            <source>Wait a moment: the computer is moving.</source>
            <translation>Минутку: ходит компьютер.</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Готово</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Далее</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>Learn to play</source>
            <translation>Научиться играть</translation>
        </message>
        <message>
            <source>This lesson could not be started: its file is missing or damaged. Reinstalling Bingolino brings it back.</source>
            <translation>Урок не удалось начать: его файл отсутствует или повреждён. Переустановка «Бинголино» его вернёт.</translation>
        </message>
        <message>
            <source>Lesson finished. The game is over.</source>
            <translation>Урок пройден. Игра окончена.</translation>
        </message>
        <message>
            <source>Lesson finished. This game goes on against the computer.</source>
            <translation>Урок пройден. Эта игра с компьютером продолжается.</translation>
        </message>
    </context>
    <context>
        <name>LibraryModel</name>
        <message>
            <source>Record damaged: cannot be opened</source>
            <translation>Запись повреждена: открыть нельзя</translation>
        </message>
        <message>
            <source>Some facts of this entry were damaged and are not shown; the game may still open.</source>
            <translation>Часть сведений этой записи повреждена и не показана; саму партию, возможно, удастся открыть.</translation>
        </message>
    </context>
    <context>
        <name>LibraryWindow</name>
        <message>
            <source>All games</source>
            <translation>Все игры</translation>
        </message>
        <message>
            <source>Everybody</source>
            <translation>Все игроки</translation>
        </message>
        <message>
            <source>games.csv</source>
            <translation>партии.csv</translation>
        </message>
        <message>
            <source>Export the list</source>
            <translation>Экспорт списка</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Файлы CSV (*.csv)</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Дата</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Правила</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Игроки</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Счёт</translation>
        </message>
        <message>
            <source>Winners</source>
            <translation>Победители</translation>
        </message>
        <message>
            <source>Turns</source>
            <translation>Ходы</translation>
        </message>
        <message>
            <source>Game number</source>
            <translation>Номер расклада</translation>
        </message>
        <message>
            <source>Could not export the list</source>
            <translation>Не удалось экспортировать список</translation>
        </message>
        <message>
            <source>Could not import the saved games</source>
            <translation>Не удалось импортировать сохранённые партии</translation>
        </message>
        <message>
            <source>Game library</source>
            <translation>Библиотека партий</translation>
        </message>
        <message>
            <source>Finished games</source>
            <translation>Законченные партии</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Игра:</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>Игро&amp;к:</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>Им&amp;я:</translation>
        </message>
        <message>
            <source>part of a player’s name</source>
            <translation>часть имени игрока</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Результат</translation>
        </message>
        <message>
            <source>&amp;Import saved games</source>
            <translation>Импорт &amp;сохранённых партий</translation>
        </message>
        <message>
            <source>Record the finished games among your saved games (each once)</source>
            <translation>Записать в историю законченные партии из сохранённых (каждую один раз)</translation>
        </message>
        <message>
            <source>&amp;Export CSV…</source>
            <translation>&amp;Экспорт в CSV…</translation>
        </message>
        <message>
            <source>&amp;Open game</source>
            <translation>&amp;Открыть партию</translation>
        </message>
        <message>
            <source>&amp;Review and analyse</source>
            <translation>&amp;Разбор и анализ</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Закрыть</translation>
        </message>
    </context>
    <context>
        <name>LinoBoard</name>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n очко</numerusform>
                <numerusform>%n очка</numerusform>
                <numerusform>%n очков</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stone(s) left</source>
            <translation>
                <numerusform>осталась %n фишка</numerusform>
                <numerusform>осталось %n фишки</numerusform>
                <numerusform>осталось %n фишек</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n move(s) left</source>
            <translation>
                <numerusform>остался %n ход</numerusform>
                <numerusform>осталось %n хода</numerusform>
                <numerusform>осталось %n ходов</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 wins by %n point(s)!</source>
            <translation>
                <numerusform>Побеждает %1: на %n очко больше!</numerusform>
                <numerusform>Побеждает %1: на %n очка больше!</numerusform>
                <numerusform>Побеждает %1: на %n очков больше!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 wins the match by %n point(s)!</source>
            <translation>
                <numerusform>Матч выигрывает %1: на %n очко больше!</numerusform>
                <numerusform>Матч выигрывает %1: на %n очка больше!</numerusform>
                <numerusform>Матч выигрывает %1: на %n очков больше!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A draw: %n point(s) each.</source>
            <translation>
                <numerusform>Ничья: у каждого по %n очку.</numerusform>
                <numerusform>Ничья: у каждого по %n очка.</numerusform>
                <numerusform>Ничья: у каждого по %n очков.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Game 1 is over: %1 leads by %n point(s).</source>
            <translation>
                <numerusform>Партия 1 окончена. Ведёт %1: на %n очко больше.</numerusform>
                <numerusform>Партия 1 окончена. Ведёт %1: на %n очка больше.</numerusform>
                <numerusform>Партия 1 окончена. Ведёт %1: на %n очков больше.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Game 1 is over: %n point(s) each.</source>
            <translation>
                <numerusform>Партия 1 окончена: у каждого по %n очку.</numerusform>
                <numerusform>Партия 1 окончена: у каждого по %n очка.</numerusform>
                <numerusform>Партия 1 окончена: у каждого по %n очков.</numerusform>
            </translation>
        </message>
        <message>
            <source>blue</source>
            <translation>синие</translation>
        </message>
        <message>
            <source>white</source>
            <translation>белые</translation>
        </message>
        <message>
            <source>The tiles are laid out.</source>
            <translation>Плитки выложены.</translation>
        </message>
        <message>
            <source>Second game of the match on the same tiles: %1 begins.</source>
            <translation>Вторая партия матча на тех же плитках: начинает %1.</translation>
        </message>
        <message>
            <source>Building: %1 moves a tile first; three moves each.</source>
            <translation>Постройка поля: начинает %1; у каждого по три хода.</translation>
        </message>
        <message>
            <source>%1: tile %2 → %3</source>
            <translation>%1: плитка %2 → %3</translation>
        </message>
        <message>
            <source>%1: stone on %2</source>
            <translation>%1: фишка на %2</translation>
        </message>
        <message>
            <source>%1 closes the row %2–%3: +%4</source>
            <translation>%1 закрывает ряд %2–%3: +%4</translation>
        </message>
        <message>
            <source>%1: run of %2 stones %3–%4: +%5</source>
            <translation>%1: цепочка из %2 фишек %3–%4: +%5</translation>
        </message>
        <message>
            <source>%1: +%2 for the empty blue tile on %3</source>
            <translation>%1: +%2 за свободную синюю плитку на %3</translation>
        </message>
        <message>
            <source>%1: +%2 for the empty white tile on %3</source>
            <translation>%1: +%2 за свободную белую плитку на %3</translation>
        </message>
        <message>
            <source>%1: +10 for the star on %2</source>
            <translation>%1: +10 за звезду на %2</translation>
        </message>
        <message>
            <source>The game is over: %1.</source>
            <translation>Партия окончена: %1.</translation>
        </message>
        <message>
            <source>Game %1 is over: %2.</source>
            <translation>Партия %1 окончена: %2.</translation>
        </message>
        <message>
            <source>A draw, %1 to %2.</source>
            <translation>Ничья, %1 : %2.</translation>
        </message>
        <message>
            <source>%1 wins, %2 to %3.</source>
            <translation>Побеждает %1, %2 : %3.</translation>
        </message>
        <message>
            <source>%1: %2 · %3: %4</source>
            <translation>%1: %2 · %3: %4</translation>
        </message>
        <message>
            <source>The board is built. %1 places the first stone.</source>
            <translation>Поле построено. Первую фишку ставит %1.</translation>
        </message>
        <message>
            <source>This tile has been moved once already.</source>
            <translation>Эту плитку уже передвигали.</translation>
        </message>
        <message>
            <source>A tile has lain there before: only never-used cells may take a tile.</source>
            <translation>Здесь уже лежала плитка: переносить можно только на места, где плиток ещё не было.</translation>
        </message>
        <message>
            <source>All tiles must stay one group, touching by a side or a corner.</source>
            <translation>Все плитки должны остаться одной группой, касаясь друг друга стороной или углом.</translation>
        </message>
        <message>
            <source>That is too far from the board.</source>
            <translation>Это слишком далеко от поля.</translation>
        </message>
        <message>
            <source>That tile already holds a stone.</source>
            <translation>На этой плитке уже стоит фишка.</translation>
        </message>
        <message>
            <source>The board is built: tiles no longer move.</source>
            <translation>Поле построено: плитки больше не двигаются.</translation>
        </message>
        <message>
            <source>Stones are placed once the board is built.</source>
            <translation>Фишки ставят после того, как поле построено.</translation>
        </message>
        <message>
            <source>Click the board or press Space to begin game 2.</source>
            <translation>Щёлкните по полю или нажмите пробел, чтобы начать партию 2.</translation>
        </message>
        <message>
            <source>Waiting for %1…</source>
            <translation>Ждём: %1…</translation>
        </message>
        <message>
            <source>Move a tile (%1): drag it to a green cell, or click it and then the cell.</source>
            <translation>Передвиньте плитку (%1): перетащите её на зелёную клетку или щёлкните по ней, а затем по клетке.</translation>
        </message>
        <message>
            <source>Place a stone on an empty tile.</source>
            <translation>Поставьте фишку на свободную плитку.</translation>
        </message>
        <message>
            <source>%1 · rows %2</source>
            <translation>%1 · за ряды %2</translation>
        </message>
        <message>
            <source>Folded corner: moved once, stays put</source>
            <translation>Загнут угол: плитку уже двигали</translation>
        </message>
        <message>
            <source>Each player's latest tile move</source>
            <translation>Последние переносы плиток</translation>
        </message>
        <message>
            <source>Each player's latest stone</source>
            <translation>Последние фишки игроков</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Партия</translation>
        </message>
        <message>
            <source>Rows</source>
            <translation>Ряды</translation>
        </message>
        <message>
            <source>Runs</source>
            <translation>Цепочки</translation>
        </message>
        <message>
            <source>Bonus</source>
            <translation>Бонус</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Итого</translation>
        </message>
        <message>
            <source>Game %1</source>
            <translation>Партия %1</translation>
        </message>
        <message>
            <source>%1's latest stone</source>
            <translation>последняя фишка: %1</translation>
        </message>
        <message>
            <source>%1's latest tile move began here</source>
            <translation>отсюда последний перенос плитки: %1</translation>
        </message>
        <message>
            <source>%1's latest tile move, from %2</source>
            <translation>последний перенос плитки: %1, с %2</translation>
        </message>
        <message>
            <source>no tile</source>
            <translation>нет плитки</translation>
        </message>
        <message>
            <source>the picked tile may go here</source>
            <translation>сюда можно перенести выбранную плитку</translation>
        </message>
        <message>
            <source>Move the picked tile here</source>
            <translation>Перенести выбранную плитку сюда</translation>
        </message>
        <message>
            <source>a tile lay here before</source>
            <translation>здесь уже лежала плитка</translation>
        </message>
        <message>
            <source>tile, empty</source>
            <translation>свободная плитка</translation>
        </message>
        <message>
            <source>its back: a star</source>
            <translation>на обороте звезда</translation>
        </message>
        <message>
            <source>its back: blue, %1</source>
            <translation>на обороте синее число %1</translation>
        </message>
        <message>
            <source>its back: white, %1</source>
            <translation>на обороте белое число %1</translation>
        </message>
        <message>
            <source>a tile may be moved here</source>
            <translation>сюда можно перенести плитку</translation>
        </message>
        <message>
            <source>tile with a blue stone</source>
            <translation>плитка с синей фишкой</translation>
        </message>
        <message>
            <source>tile with a white stone</source>
            <translation>плитка с белой фишкой</translation>
        </message>
        <message>
            <source>picked to move</source>
            <translation>выбрана для переноса</translation>
        </message>
        <message>
            <source>Put the tile down again</source>
            <translation>Отменить выбор плитки</translation>
        </message>
        <message>
            <source>moved once, stays put</source>
            <translation>уже передвигалась, больше не двигается</translation>
        </message>
        <message>
            <source>a stone here closes a row: +%1</source>
            <translation>фишка здесь закроет ряд: +%1</translation>
        </message>
        <message>
            <source>you may place a stone here</source>
            <translation>сюда можно поставить фишку</translation>
        </message>
        <message>
            <source>Place a stone here</source>
            <translation>Поставить фишку сюда</translation>
        </message>
        <message>
            <source>you may move this tile</source>
            <translation>эту плитку можно передвинуть</translation>
        </message>
        <message>
            <source>Pick this tile to move it</source>
            <translation>Выбрать плитку для переноса</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>%1 (%2): %3</source>
            <translation>%1 (%2): %3</translation>
        </message>
        <message>
            <source>to move</source>
            <translation>сейчас ходит</translation>
        </message>
        <message>
            <source>The board, %1 to %2</source>
            <translation>Поле, от %1 до %2</translation>
        </message>
        <message>
            <source>Begin game 2</source>
            <translation>Начать партию 2</translation>
        </message>
        <message>
            <source>%1's latest stone: %2</source>
            <translation>Последняя фишка: %1 — %2</translation>
        </message>
        <message>
            <source>%1's latest tile move: %2 to %3</source>
            <translation>Последний перенос плитки: %1 — %2 → %3</translation>
        </message>
    </context>
    <context>
        <name>LinoControls</name>
        <message>
            <source>Rows one stone short (N)</source>
            <translation>Ряды без одной фишки (N)</translation>
        </message>
        <message>
            <source>Mark the tiles where a stone would close a row now</source>
            <translation>Отметить плитки, где фишка сейчас закроет ряд</translation>
        </message>
        <message>
            <source>Blue stones are round, white ones square.</source>
            <translation>Синие фишки круглые, белые — квадратные.</translation>
        </message>
        <message>
            <source>Keys: arrows, Enter, Escape.</source>
            <translation>Клавиши: стрелки, Enter, Escape.</translation>
        </message>
        <message>
            <source>Begin game 2</source>
            <translation>Начать партию 2</translation>
        </message>
    </context>
    <context>
        <name>LinoSheet</name>
        <message>
            <source>Lino score card</source>
            <translation>Бланк «Лино»</translation>
        </message>
        <message>
            <source>Game %1</source>
            <translation>Партия %1</translation>
        </message>
        <message>
            <source>Stone</source>
            <translation>Фишки</translation>
        </message>
        <message>
            <source>Runs of 4+</source>
            <translation>Цепочки от 4</translation>
        </message>
        <message>
            <source>Bonus (numbers, stars)</source>
            <translation>Бонус (числа, звёзды)</translation>
        </message>
        <message>
            <source>Closed rows</source>
            <translation>Закрытые ряды</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Итого</translation>
        </message>
        <message>
            <source>Final board, game %1</source>
            <translation>Итоговое поле, партия %1</translation>
        </message>
        <message>
            <source>Starting cross</source>
            <translation>Начальный крест</translation>
        </message>
        <message>
            <source>Begins: %1</source>
            <translation>Начинает: %1</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Синие</translation>
        </message>
        <message>
            <source>White</source>
            <translation>Белые</translation>
        </message>
        <message>
            <source>Tiles:</source>
            <translation>Плитки:</translation>
        </message>
        <message>
            <source>Runs of 4+:</source>
            <translation>Цепочки от 4:</translation>
        </message>
    </context>
    <context>
        <name>LobbyPage</name>
        <message>
            <source>Copied: %1</source>
            <translation>Скопировано: %1</translation>
        </message>
        <message>
            <source>%1 (you)</source>
            <translation>%1 (вы)</translation>
        </message>
        <message>
            <source>%1: computer, %2</source>
            <translation>%1: компьютер, %2</translation>
        </message>
        <message>
            <source>%1: joined</source>
            <translation>%1: за столом</translation>
        </message>
        <message>
            <source>%1: away</source>
            <translation>%1: нет за столом</translation>
        </message>
        <message>
            <source>waiting for a player…</source>
            <translation>ждём игрока…</translation>
        </message>
        <message>
            <source>Table: %1</source>
            <translation>Стол: %1</translation>
        </message>
        <message>
            <source>turn-based</source>
            <translation>заочно</translation>
        </message>
        <message>
            <source>live</source>
            <translation>вживую</translation>
        </message>
        <message>
            <source>The connection to the table was lost. Reconnecting…</source>
            <translation>Соединение со столом прервалось. Подключаемся снова…</translation>
        </message>
        <message>
            <source>The connection to the table is closed.</source>
            <translation>Соединение со столом закрыто.</translation>
        </message>
        <message numerus="yes">
            <source>Waiting for %n more player(s) to join…</source>
            <translation>
                <numerusform>Ждём ещё %n игрока…</numerusform>
                <numerusform>Ждём ещё %n игроков…</numerusform>
                <numerusform>Ждём ещё %n игроков…</numerusform>
            </translation>
        </message>
        <message>
            <source>Every seat is taken: the game begins.</source>
            <translation>Все места заняты: игра начинается.</translation>
        </message>
        <message>
            <source>This computer serves the table. While Bingolino is closed here, the table waits.</source>
            <translation>Этот компьютер держит стол. Пока «Бинголино» здесь закрыто, стол ждёт.</translation>
        </message>
        <message>
            <source>This computer serves the table: keep Bingolino open until the game is over.</source>
            <translation>Этот компьютер держит стол: не закрывайте «Бинголино», пока игра не окончена.</translation>
        </message>
        <message>
            <source>You can leave and come back: the start page lists your tables.</source>
            <translation>Можно выйти и вернуться: ваши столы перечислены на начальной странице.</translation>
        </message>
        <message>
            <source>Invite your friends</source>
            <translation>Пригласите друзей</translation>
        </message>
        <message>
            <source>Code:</source>
            <translation>Код:</translation>
        </message>
        <message>
            <source>Invite code</source>
            <translation>Код приглашения</translation>
        </message>
        <message>
            <source>Copy code</source>
            <translation>Копировать код</translation>
        </message>
        <message>
            <source>Link:</source>
            <translation>Ссылка:</translation>
        </message>
        <message>
            <source>Invite link</source>
            <translation>Ссылка-приглашение</translation>
        </message>
        <message>
            <source>Copy link</source>
            <translation>Копировать ссылку</translation>
        </message>
        <message>
            <source>On this network, Game → Join a table… lists this table as “%1”: your friends choose it and type the code. Friends elsewhere need the link.</source>
            <translation>В этой сети пункт «Игра → Сесть за стол по сети…» покажет этот стол как «%1»: друзья выбирают его и вводят код. Друзьям в другой сети нужна ссылка.</translation>
        </message>
        <message>
            <source>Your friends choose Game → Join a table… and paste the link, or type the code with this computer’s address.</source>
            <translation>Друзья выбирают «Игра → Сесть за стол по сети…» и вставляют ссылку или вводят код и адрес этого компьютера.</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Игроки</translation>
        </message>
        <message>
            <source>Leave table</source>
            <translation>Выйти из-за стола</translation>
        </message>
        <message>
            <source>Back to the start page. Your seat stays yours: come back to it from there.</source>
            <translation>Вернуться на начальную страницу. Место остаётся за вами: вернуться к столу можно оттуда.</translation>
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
            <source>&amp;Host a table…</source>
            <translation>Открыть сто&amp;л по сети…</translation>
        </message>
        <message>
            <source>A game with friends at other computers: this computer serves the table</source>
            <translation>Игра с друзьями за другими компьютерами: стол держит этот компьютер</translation>
        </message>
        <message>
            <source>&amp;Join a table…</source>
            <translation>Сесть за стол по сет&amp;и…</translation>
        </message>
        <message>
            <source>Sit down at a friend's table with an invite</source>
            <translation>Сесть за стол друга по приглашению</translation>
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
            <source>S&amp;tatistics…</source>
            <translation>С&amp;татистика…</translation>
        </message>
        <message>
            <source>Game &amp;library…</source>
            <translation>&amp;Библиотека партий…</translation>
        </message>
        <message>
            <source>Review a sa&amp;ved game…</source>
            <translation>Разобрать со&amp;хранённую партию…</translation>
        </message>
        <message>
            <source>&amp;Print score sheet…</source>
            <translation>&amp;Печать бланков…</translation>
        </message>
        <message>
            <source>&amp;Export score sheet as PDF…</source>
            <translation>&amp;Экспорт бланков в PDF…</translation>
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
            <source>Zoom &amp;in</source>
            <translation>&amp;Увеличить</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>У&amp;меньшить</translation>
        </message>
        <message>
            <source>&amp;Fit board</source>
            <translation>&amp;Вписать поле в окно</translation>
        </message>
        <message>
            <source>The whole table in the window (zoom 100 %)</source>
            <translation>Всё поле в окне (масштаб 100 %)</translation>
        </message>
        <message>
            <source>&amp;Last round</source>
            <translation>Последний &amp;круг</translation>
        </message>
        <message>
            <source>Every player's latest roll, entry, stone or trick (key L)</source>
            <translation>Последний бросок, запись, фишка или взятка каждого игрока (клавиша L)</translation>
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
            <translation>Как в системе</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>&amp;Тема</translation>
        </message>
        <message>
            <source>Follow the &amp;system</source>
            <translation>&amp;Как в системе</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>&amp;Светлая</translation>
        </message>
        <message>
            <source>&amp;Dark</source>
            <translation>&amp;Тёмная</translation>
        </message>
        <message>
            <source>&amp;High contrast</source>
            <translation>&amp;Высокая контрастность</translation>
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
            <source>&amp;Pause</source>
            <translation>&amp;Пауза</translation>
        </message>
        <message>
            <source>&amp;Wait for a click</source>
            <translation>&amp;Ждать щелчка</translation>
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
            <source>&amp;Keyboard and screen reader</source>
            <translation>&amp;Клавиатура и программа экранного доступа</translation>
        </message>
        <message>
            <source>&amp;Rules of this game</source>
            <translation>&amp;Правила этой игры</translation>
        </message>
        <message>
            <source>%1 across computers</source>
            <translation>%1 по сети</translation>
        </message>
        <message>
            <source>To play again across computers, host a new table: Game → Host a table…</source>
            <translation>Чтобы сыграть по сети ещё раз, откройте новый стол: «Игра → Открыть стол по сети…»</translation>
        </message>
        <message>
            <source>A game across computers can be reviewed once it is over.</source>
            <translation>Игру по сети можно разобрать после её окончания.</translation>
        </message>
        <message>
            <source>Suggest a &amp;move</source>
            <translation>Подсказать &amp;ход</translation>
        </message>
        <message>
            <source>Some things cannot be kept</source>
            <translation>Не всё удастся сохранить</translation>
        </message>
        <message>
            <source>Play a&amp;gain</source>
            <translation>Сыграть &amp;ещё раз</translation>
        </message>
        <message>
            <source>&amp;Review this game</source>
            <translation>&amp;Разобрать эту партию</translation>
        </message>
        <message>
            <source>After an opponent's t&amp;urn</source>
            <translation>После &amp;хода соперника</translation>
        </message>
        <message>
            <source>&amp;About Bingolino</source>
            <translation>&amp;О программе «Бинголино»</translation>
        </message>
        <message>
            <source>&amp;Rules of the games</source>
            <translation>&amp;Правила игр</translation>
        </message>
        <message>
            <source>Bingolino</source>
            <translation>Бинголино</translation>
        </message>
        <message>
            <source>Start the new game?</source>
            <translation>Начать новую игру?</translation>
        </message>
        <message>
            <source>If the new game starts now, the unfinished game will be lost.</source>
            <translation>Если начать новую игру сейчас, неоконченная игра пропадёт.</translation>
        </message>
        <message>
            <source>Start anyway</source>
            <translation>Всё равно начать</translation>
        </message>
        <message>
            <source>The autosave was damaged; it was set aside as “%1”.</source>
            <translation>Автосохранение повреждено и отложено в файл «%1».</translation>
        </message>
        <message>
            <source>The unfinished game was kept as “%1” (Game → Open…).</source>
            <translation>Неоконченная игра сохранена в файл «%1» (Игра → Открыть…).</translation>
        </message>
        <message>
            <source>Could not open the game</source>
            <translation>Не удалось открыть игру</translation>
        </message>
        <message>
            <source>The game was opened with changes</source>
            <translation>Игра открыта с изменениями</translation>
        </message>
        <message>
            <source>The saves folder %1 cannot be used: %2</source>
            <translation>Папка сохранений %1 недоступна: %2</translation>
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
            <source>Sit down first: the review shows your own view of a game still going on.</source>
            <translation>Сначала займите своё место: разбор идущей партии показывает только то, что видите вы.</translation>
        </message>
        <message>
            <source>Review a saved game</source>
            <translation>Разбор сохранённой партии</translation>
        </message>
        <message>
            <source>The computer player is not answering</source>
            <translation>Компьютерный игрок не отвечает</translation>
        </message>
        <message numerus="yes">
            <source>%1 could not decide on a move: the computer player stopped or did not answer, twice. You can wait while it tries once more, or let the easy level make this one move.</source>
            <translation>
                <numerusform>%1 не может выбрать ход: компьютерный игрок дважды остановился или не ответил. Можно подождать ещё одну попытку или сделать этот ход на лёгком уровне.</numerusform>
                <numerusform>%1 не могут выбрать ход: компьютерные игроки дважды остановились или не ответили. Можно подождать ещё одну попытку или сделать эти ходы на лёгком уровне.</numerusform>
                <numerusform>%1 не могут выбрать ход: компьютерные игроки дважды остановились или не ответили. Можно подождать ещё одну попытку или сделать эти ходы на лёгком уровне.</numerusform>
            </translation>
        </message>
        <message>
            <source>&amp;Wait and try again</source>
            <translation>&amp;Подождать и повторить</translation>
        </message>
        <message>
            <source>Let the &amp;easy level move</source>
            <translation>Ход на &amp;лёгком уровне</translation>
        </message>
        <message>
            <source>The table's server keeps this game</source>
            <translation>Эту игру хранит сервер стола</translation>
        </message>
        <message>
            <source>No hints at a table across computers</source>
            <translation>За столом по сети подсказок нет</translation>
        </message>
        <message>
            <source>Last round</source>
            <translation>Последний круг</translation>
        </message>
        <message>
            <source>Nothing has been played yet.</source>
            <translation>Ещё ничего не сыграно.</translation>
        </message>
        <message>
            <source>Zoom: %1 %</source>
            <translation>Масштаб: %1 %</translation>
        </message>
        <message>
            <source>Nothing for you to decide now.</source>
            <translation>Сейчас от вас ничего не требуется.</translation>
        </message>
        <message>
            <source>No game on the table.</source>
            <translation>Игра не начата.</translation>
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
            <translation>Бросайте кубики и переворачивайте плитки с числами, чтобы закрыть линии.</translation>
        </message>
        <message>
            <source>Call a number, roll the symbol die and keep every column rising.</source>
            <translation>Назовите число, бросьте кубик с картинками и следите, чтобы каждый столбец рос.</translation>
        </message>
        <message>
            <source>A domino duel of tricks and trumps, where double blank rules.</source>
            <translation>Домино на двоих со взятками и козырями, где главный козырь — бинго (0–0).</translation>
        </message>
        <message>
            <source>Shape the board, then close rows with your stones.</source>
            <translation>Постройте поле, а затем закрывайте ряды своими фишками.</translation>
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
            <source>Expert</source>
            <translation>Эксперт</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Случайный</translation>
        </message>
        <message>
            <source>Greedy</source>
            <translation>Жадный</translation>
        </message>
        <message>
            <source>a %1</source>
            <translation>%1</translation>
        </message>
        <message>
            <source>an %1</source>
            <translation>%1</translation>
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
        <message numerus="yes">
            <source>This game cannot be played by %n player(s).</source>
            <translation>
                <numerusform>Эта игра не рассчитана на %n игрока.</numerusform>
                <numerusform>Эта игра не рассчитана на %n игрока.</numerusform>
                <numerusform>Эта игра не рассчитана на %n игроков.</numerusform>
            </translation>
        </message>
        <message>
            <source>its move %1 cannot be read</source>
            <translation>не удаётся прочитать ход %1</translation>
        </message>
        <message>
            <source>the game cannot be set up again from its moves</source>
            <translation>по записанным ходам игру не восстановить</translation>
        </message>
        <message>
            <source>the file is incomplete or was changed by another program</source>
            <translation>файл неполон или изменён другой программой</translation>
        </message>
        <message>
            <source>a part of the game's record is missing or wrong</source>
            <translation>часть записи игры отсутствует или неверна</translation>
        </message>
        <message>
            <source>This file is not a Bingolino saved game.</source>
            <translation>Этот файл не является сохранённой игрой «Бинголино».</translation>
        </message>
        <message>
            <source>This game was saved by a newer version of the program. Please update Bingolino to open it.</source>
            <translation>Эта игра сохранена более новой версией программы. Обновите «Бинголино», чтобы открыть её.</translation>
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
            <source>The file is too large to be a Bingolino saved game.</source>
            <translation>Файл слишком велик для сохранённой игры «Бинголино».</translation>
        </message>
        <message>
            <source>This is not an ordinary file, so it cannot be opened as a saved game.</source>
            <translation>Это не обычный файл, поэтому его нельзя открыть как сохранённую игру.</translation>
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
            <source>The unfinished game in the autosave could not be kept among the saves (%1).</source>
            <translation>Неоконченную игру из автосохранения не удалось перенести к сохранённым играм (%1).</translation>
        </message>
        <message>
            <source>The saved game could not be used (%1).</source>
            <translation>Сохранённую игру не удалось использовать (%1).</translation>
        </message>
        <message>
            <source>Nothing was written: that name belongs to something other than an ordinary file of yours (a device, a pipe, a folder, or a link to one of them or to another user’s file), and it is left as it is.</source>
            <translation>Ничего не записано: это имя принадлежит не вашему обычному файлу (устройству, каналу, папке или ссылке на них либо на файл другого пользователя), и оно оставлено как есть.</translation>
        </message>
        <message>
            <source>%1 was saved as a computer player of level “%2”, which this version does not have; %1 now plays at level %3.</source>
            <translation>%1: в сохранении указан уровень компьютерного игрока «%2», которого нет в этой версии; теперь уровень — «%3».</translation>
        </message>
        <message>
            <source>%1 was saved as a kind of player this version does not know (“%2”); a computer player at level %3 now takes that seat.</source>
            <translation>%1: в сохранении указан вид игрока, неизвестный этой версии («%2»); теперь на этом месте играет компьютер, уровень «%3».</translation>
        </message>
        <message>
            <source>Undo is not possible: the dice have been rolled since your last move.</source>
            <translation>Отменить нельзя: после вашего хода кубики уже брошены.</translation>
        </message>
        <message>
            <source>Undo is not possible: the die has been rolled since your last move.</source>
            <translation>Отменить нельзя: после вашего хода кубик уже брошен.</translation>
        </message>
        <message>
            <source>Undo is not possible: the tiles have been drawn since your last move.</source>
            <translation>Отменить нельзя: после вашего хода плитки уже розданы.</translation>
        </message>
        <message>
            <source>Undo is not possible: the stones have been dealt since your last move.</source>
            <translation>Отменить нельзя: после вашего хода камни уже розданы.</translation>
        </message>
        <message>
            <source>Undo is not possible: a trick has been played out and stones drawn since your last move.</source>
            <translation>Отменить нельзя: после вашего хода уже сыграна взятка и добраны камни.</translation>
        </message>
        <message>
            <source>Undo is not possible: your opponent has played a stone since your last move.</source>
            <translation>Отменить нельзя: после вашего хода соперник уже положил камень.</translation>
        </message>
        <message>
            <source>Undo is not possible: your opponent has shown doubles since your last move.</source>
            <translation>Отменить нельзя: после вашего хода соперник уже объявил дубли.</translation>
        </message>
        <message>
            <source>Undo is not possible: the start numbers have been shown since your last move.</source>
            <translation>Отменить нельзя: после вашего хода стартовые числа уже открыты.</translation>
        </message>
        <message>
            <source>Undo is off while the lesson runs: its steps only go forward.</source>
            <translation>Во время урока отмена недоступна: урок идёт только вперёд.</translation>
        </message>
        <message>
            <source>Undo is not possible at a table across computers: each move counts for everyone at once.</source>
            <translation>За столом по сети ход отменить нельзя: каждый ход сразу засчитан для всех.</translation>
        </message>
        <message>
            <source>Damaged autosave</source>
            <translation>Повреждённое автосохранение</translation>
        </message>
        <message>
            <source>Unfinished game</source>
            <translation>Неоконченная игра</translation>
        </message>
        <message>
            <source>Unfinished %1</source>
            <translation>Неоконченная игра «%1»</translation>
        </message>
        <message>
            <source>%1 score sheets</source>
            <translation>Бланки «%1»</translation>
        </message>
        <message>
            <source>Undo is not possible: the last move was another player’s, and only your own moves can be taken back.</source>
            <translation>Отменить нельзя: последний ход сделал другой игрок, а отменять можно только свои ходы.</translation>
        </message>
        <message>
            <source>The saved game is damaged and cannot be opened: %1.</source>
            <translation>Сохранённая игра повреждена и не может быть открыта: %1.</translation>
        </message>
        <message>
            <source>There is no move of yours to take back.</source>
            <translation>Вам пока нечего отменять.</translation>
        </message>
        <message>
            <source>Undo is not possible: chance has spoken since your last move.</source>
            <translation>Отменить нельзя: после вашего хода уже вмешался случай.</translation>
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
        <name>MoveList</name>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>№</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Игрок</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Ход</translation>
        </message>
        <message>
            <source>Mark</source>
            <translation>Оценка</translation>
        </message>
        <message>
            <source>The computer prefers</source>
            <translation>Компьютер предпочёл бы</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>Потеря</translation>
        </message>
        <message>
            <source>%1: the moves of the game</source>
            <translation>%1: ходы партии</translation>
        </message>
        <message>
            <source>%1. The decisions of %2 marked by the strong computer: an inaccuracy from %3, a mistake from %4, and only when more than the noise.</source>
            <translation>%1. Решения оценены сильным компьютером (игрок: %2): неточность — от «%3», ошибка — от «%4», и только если потеря больше разброса.</translation>
        </message>
        <message>
            <source>Not analysed.</source>
            <translation>Анализа нет.</translation>
        </message>
        <message>
            <source>Page %1 of %2</source>
            <translation>Страница %1 из %2</translation>
        </message>
    </context>
    <context>
        <name>Navigator</name>
        <message>
            <source>Stop</source>
            <translation>Стоп</translation>
        </message>
        <message>
            <source>Play the moves</source>
            <translation>Показать ходы подряд</translation>
        </message>
        <message>
            <source>To the start (Home)</source>
            <translation>В начало (Home)</translation>
        </message>
        <message>
            <source>One move back (←)</source>
            <translation>Ход назад (←)</translation>
        </message>
        <message>
            <source>One move on (→)</source>
            <translation>Ход вперёд (→)</translation>
        </message>
        <message>
            <source>To the end (End)</source>
            <translation>В конец (End)</translation>
        </message>
        <message>
            <source>How fast the moves are played</source>
            <translation>Скорость показа ходов</translation>
        </message>
        <message>
            <source>To the start</source>
            <translation>В начало</translation>
        </message>
        <message>
            <source>One move back</source>
            <translation>На ход назад</translation>
        </message>
        <message>
            <source>One move on</source>
            <translation>На ход вперёд</translation>
        </message>
        <message>
            <source>To the end</source>
            <translation>В конец</translation>
        </message>
        <message>
            <source>Speed</source>
            <translation>Скорость</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Ход</translation>
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
    </context>
    <context>
        <name>Network</name>
        <message>
            <source>The table server cannot be reached. Check the address, and that the host's Bingolino (or the server) is running.</source>
            <translation>Сервер стола недоступен. Проверьте адрес и то, что «Бинголино» (или сервер) у того, кто открыл стол, запущено.</translation>
        </message>
        <message>
            <source>The connection to the table was lost. Bingolino tries again by itself.</source>
            <translation>Соединение со столом прервалось. «Бинголино» подключится снова само.</translation>
        </message>
        <message>
            <source>The table server did not answer in time. Please try again.</source>
            <translation>Сервер стола не ответил вовремя. Попробуйте ещё раз.</translation>
        </message>
        <message>
            <source>The connection to the table was closed.</source>
            <translation>Соединение со столом закрыто.</translation>
        </message>
        <message>
            <source>The table server did not understand this request.</source>
            <translation>Сервер стола не понял этот запрос.</translation>
        </message>
        <message>
            <source>The table server runs another version of Bingolino. Both sides need the same version.</source>
            <translation>На сервере стола другая версия «Бинголино». С обеих сторон нужна одна и та же версия.</translation>
        </message>
        <message>
            <source>Too many requests at once. Wait a moment and try again.</source>
            <translation>Слишком много запросов сразу. Подождите немного и попробуйте снова.</translation>
        </message>
        <message>
            <source>The table server is full at the moment. Please try again later.</source>
            <translation>Сервер стола сейчас переполнен. Попробуйте позже.</translation>
        </message>
        <message>
            <source>The table server ran into a problem; nothing was changed. Please try again.</source>
            <translation>На сервере стола произошла ошибка; ничего не изменилось. Попробуйте ещё раз.</translation>
        </message>
        <message>
            <source>This table does not exist on the server (any more), or this seat is no longer yours.</source>
            <translation>Такого стола на сервере нет (уже нет), или это место больше не ваше.</translation>
        </message>
        <message>
            <source>The game has not begun: not every seat is taken yet.</source>
            <translation>Игра ещё не началась: заняты не все места.</translation>
        </message>
        <message>
            <source>The game at this table is over.</source>
            <translation>Игра за этим столом окончена.</translation>
        </message>
        <message>
            <source>This seat is not yours at the moment (was it given up?).</source>
            <translation>Это место сейчас не ваше (может быть, вы сдались?).</translation>
        </message>
        <message>
            <source>Too many tables are open on this connection.</source>
            <translation>Через это подключение открыто слишком много столов.</translation>
        </message>
        <message>
            <source>No table waits for this code: check it, or the table is full already.</source>
            <translation>Стола с таким кодом нет: проверьте код — или за столом уже нет свободных мест.</translation>
        </message>
        <message>
            <source>The table server does not offer this game.</source>
            <translation>На этом сервере нет такой игры.</translation>
        </message>
        <message>
            <source>The table server refused these seats (their number, names or levels).</source>
            <translation>Сервер стола не принял эти места (их число, имена или уровни).</translation>
        </message>
        <message>
            <source>The table server refused these game options.</source>
            <translation>Сервер стола не принял эти параметры игры.</translation>
        </message>
        <message>
            <source>The table server refused the table's settings.</source>
            <translation>Сервер стола не принял настройки стола.</translation>
        </message>
        <message>
            <source>The table server refused this name: it may be empty or too long.</source>
            <translation>Сервер стола не принял это имя: возможно, оно пустое или слишком длинное.</translation>
        </message>
        <message>
            <source>The table server did not understand this move.</source>
            <translation>Сервер стола не понял этот ход.</translation>
        </message>
        <message>
            <source>The table has moved on meanwhile: look again and choose once more.</source>
            <translation>За столом тем временем уже сделали ход: посмотрите ещё раз и выберите снова.</translation>
        </message>
        <message>
            <source>The table server refused this (%1).</source>
            <translation>Сервер стола отказал (%1).</translation>
        </message>
        <message>
            <source>Bingolino could not open the table on this computer (%1).</source>
            <translation>«Бинголино» не удалось открыть стол на этом компьютере (%1).</translation>
        </message>
        <message>
            <source>Something went wrong on the way to the table.</source>
            <translation>При подключении к столу что-то пошло не так.</translation>
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
            <source>A name can have up to %1 characters.</source>
            <translation>Имя может содержать до %1 символов.</translation>
        </message>
        <message>
            <source>Game number</source>
            <translation>Номер расклада</translation>
        </message>
        <message>
            <source>New to this game? Learn to play</source>
            <translation>Впервые в этой игре? Научитесь играть</translation>
        </message>
        <message>
            <source>The same game number and players give the same game. Leave it empty for a new game each time.</source>
            <translation>Тот же номер расклада при тех же игроках даёт ту же игру: те же кубики, плитки и камни. Оставьте поле пустым, чтобы каждый раз играть по-новому.</translation>
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
            <source>random</source>
            <translation>случайный</translation>
        </message>
    </context>
    <context>
        <name>OptionHelp</name>
        <message>
            <source>Who takes the first turn; at random unless you choose.</source>
            <translation>Кто начинает игру; по жребию, если не выбрать.</translation>
        </message>
        <message>
            <source>The Russian and the English rules differ in how a trick must be answered once drawing is over, in who may close the stock, and in the big points a deal brings. The rules page (F1) gives both.</source>
            <translation>Русские и английские правила различаются тем, как отвечать на заход, когда добирать уже нельзя, кто может закрыть резерв и сколько больших очков приносит сдача. На странице правил (F1) описаны оба варианта.</translation>
        </message>
        <message>
            <source>The match is won by the first player to reach this many big points.</source>
            <translation>Партия идёт до этого числа больших очков.</translation>
        </message>
        <message>
            <source>Where the 56 tiles lie before the players move six of them: the cross of the rules, a random group, the last game's board or one you draw.</source>
            <translation>Как лежат 56 плиток, пока игроки не передвинут шесть из них: крест из правил, случайная группа, поле прошлой партии или нарисованное вами.</translation>
        </message>
        <message>
            <source>Numbers and stars: the backs of the tiles are face up; at the end each empty tile's number goes to the player of its colour, and each star to the player with more stones around it. Stars only: just the stars count.</source>
            <translation>Числа и звёзды: плитки лежат оборотной стороной вверх; в конце число каждой свободной плитки получает игрок её цвета, а звезду — игрок, у которого вокруг неё больше фишек. Только звёзды: считаются лишь звёзды.</translation>
        </message>
        <message>
            <source>Fair match: two games on the same starting tiles, each player beginning one of them; the totals of both decide.</source>
            <translation>Матч из двух партий на одной начальной раскладке: каждый игрок начинает одну из них, решает сумма очков за обе.</translation>
        </message>
        <message>
            <source>A player may pass instead of writing the number, even when a box is free for it.</source>
            <translation>Игрок может спасовать и не вписывать число, даже если для него есть свободная клетка.</translation>
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
            <translation>По жребию</translation>
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
        <message>
            <source>Starting layout</source>
            <translation>Начальная раскладка</translation>
        </message>
        <message>
            <source>Starting cross</source>
            <translation>Начальный крест</translation>
        </message>
        <message>
            <source>Random layout</source>
            <translation>Случайная раскладка</translation>
        </message>
        <message>
            <source>Bonus game</source>
            <translation>Бонус</translation>
        </message>
        <message>
            <source>No bonus</source>
            <translation>Без бонуса</translation>
        </message>
        <message>
            <source>Numbers and stars</source>
            <translation>Числа и звёзды</translation>
        </message>
        <message>
            <source>Stars only</source>
            <translation>Только звёзды</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Матч</translation>
        </message>
        <message>
            <source>One game</source>
            <translation>Одна партия</translation>
        </message>
        <message>
            <source>Fair match: two games</source>
            <translation>Матч из двух партий</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Правила</translation>
        </message>
        <message>
            <source>Russian rules</source>
            <translation>Русские правила</translation>
        </message>
        <message>
            <source>English rules</source>
            <translation>Английские правила</translation>
        </message>
        <message>
            <source>Match to</source>
            <translation>Партия до</translation>
        </message>
        <message>
            <source>7 big points</source>
            <translation>7 больших очков</translation>
        </message>
        <message>
            <source>8 big points</source>
            <translation>8 больших очков</translation>
        </message>
        <message>
            <source>Players may pass</source>
            <translation>Можно пасовать</translation>
        </message>
    </context>
    <context>
        <name>PdfExporter</name>
        <message>
            <source>The PDF could not be started.</source>
            <translation>Не удалось начать запись PDF.</translation>
        </message>
        <message>
            <source>The PDF could not be finished.</source>
            <translation>Не удалось завершить запись PDF.</translation>
        </message>
    </context>
    <context>
        <name>PlayerNames</name>
        <message>
            <source>Player %1</source>
            <translation>Игрок %1</translation>
        </message>
        <message>
            <source>Computer %1</source>
            <translation>Компьютер %1</translation>
        </message>
    </context>
    <context>
        <name>ProfileChooser</name>
        <message>
            <source>Guest</source>
            <translation>Гость</translation>
        </message>
        <message>
            <source>New profile…</source>
            <translation>Новый профиль…</translation>
        </message>
        <message>
            <source>A profile keeps this player’s statistics; a guest only has a name</source>
            <translation>У профиля ведётся статистика, у гостя есть только имя</translation>
        </message>
    </context>
    <context>
        <name>ProfilesDialog</name>
        <message>
            <source>New profile</source>
            <translation>Новый профиль</translation>
        </message>
        <message>
            <source>The profile could not be created</source>
            <translation>Не удалось создать профиль</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>Имя:</translation>
        </message>
        <message>
            <source>Rename profile</source>
            <translation>Переименовать профиль</translation>
        </message>
        <message>
            <source>The profile could not be renamed</source>
            <translation>Не удалось переименовать профиль</translation>
        </message>
        <message>
            <source>Colour of %1</source>
            <translation>Цвет: %1</translation>
        </message>
        <message>
            <source>Delete profile</source>
            <translation>Удаление профиля</translation>
        </message>
        <message>
            <source>Delete the profile “%1”?</source>
            <translation>Удалить профиль «%1»?</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Удалить</translation>
        </message>
        <message>
            <source>Profiles</source>
            <translation>Профили</translation>
        </message>
        <message>
            <source>A profile is a person at this computer: the statistics follow a profile from game to game.</source>
            <translation>Профиль — это человек, который играет за этим компьютером: статистика ведётся для профиля от партии к партии.</translation>
        </message>
        <message>
            <source>&amp;New…</source>
            <translation>&amp;Новый…</translation>
        </message>
        <message>
            <source>&amp;Rename…</source>
            <translation>&amp;Переименовать…</translation>
        </message>
        <message>
            <source>&amp;Colour…</source>
            <translation>&amp;Цвет…</translation>
        </message>
        <message>
            <source>&amp;Delete…</source>
            <translation>&amp;Удалить…</translation>
        </message>
    </context>
    <context>
        <name>QwingoBoard</name>
        <message numerus="yes">
            <source>%n turn(s)</source>
            <translation>
                <numerusform>%n ход</numerusform>
                <numerusform>%n хода</numerusform>
                <numerusform>%n ходов</numerusform>
            </translation>
        </message>
        <message>
            <source>banana</source>
            <translation>банан</translation>
        </message>
        <message>
            <source>cup</source>
            <translation>чашка</translation>
        </message>
        <message>
            <source>donut</source>
            <translation>пончик</translation>
        </message>
        <message>
            <source>ice cream</source>
            <translation>мороженое</translation>
        </message>
        <message>
            <source>watermelon</source>
            <translation>арбуз</translation>
        </message>
        <message>
            <source>lightning</source>
            <translation>молния</translation>
        </message>
        <message>
            <source>Professional</source>
            <translation>Профессионал</translation>
        </message>
        <message>
            <source>Specialist</source>
            <translation>Специалист</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Знаток</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>Любитель</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Новичок</translation>
        </message>
        <message>
            <source>Unranked</source>
            <translation>Без звания</translation>
        </message>
        <message>
            <source>%1 and %2</source>
            <translation>%1 и %2</translation>
        </message>
        <message>
            <source>best column %1/12</source>
            <translation>лучший столбец %1/12</translation>
        </message>
        <message>
            <source>%1 calls first.</source>
            <translation>Первое число называет %1.</translation>
        </message>
        <message>
            <source>%1 has written the start numbers.</source>
            <translation>%1: стартовые числа вписаны.</translation>
        </message>
        <message>
            <source>Everyone is ready: the sheets are shown.</source>
            <translation>Все готовы: листы открыты.</translation>
        </message>
        <message>
            <source>Turn %1: %2 calls.</source>
            <translation>Ход %1: число называет %2.</translation>
        </message>
        <message>
            <source>%1 calls %2.</source>
            <translation>%1 называет %2.</translation>
        </message>
        <message>
            <source>Lightning: the number may go into any column.</source>
            <translation>Молния: число можно вписать в любой столбец.</translation>
        </message>
        <message>
            <source>The number goes into the %1 column.</source>
            <translation>Число вписывается в столбец «%1».</translation>
        </message>
        <message>
            <source>%1 has no box for %2.</source>
            <translation>%1: для %2 нет клетки.</translation>
        </message>
        <message>
            <source>That column can no longer be completed.</source>
            <translation>Этот столбец уже не заполнить.</translation>
        </message>
        <message>
            <source>%1 passes.</source>
            <translation>%1 пасует.</translation>
        </message>
        <message>
            <source>No column can be completed any more: the fullest column wins.</source>
            <translation>Ни один столбец уже не заполнить: побеждает игрок с самым полным столбцом.</translation>
        </message>
        <message>
            <source>Qwingo in %1! Rank: %2.</source>
            <translation>Квинго за %1! Звание: %2.</translation>
        </message>
        <message>
            <source>Game over after %1.</source>
            <translation>Игра окончена за %1.</translation>
        </message>
        <message>
            <source>%1 rolls: %2.</source>
            <translation>%1 бросает кубик: %2.</translation>
        </message>
        <message>
            <source>%1 writes %2 in the %3 column, box %4 from the top.</source>
            <translation>%1 вписывает %2 в столбец «%3», в %4-ю клетку сверху.</translation>
        </message>
        <message>
            <source>%1 fill a column in the same turn and are level in the tie-break.</source>
            <translation>%1 заполнили столбец за один ход, и по всем столбцам поровну.</translation>
        </message>
        <message>
            <source>%1 fill a column in the same turn: the %2 column decides the tie.</source>
            <translation>%1 заполнили столбец за один ход: при равенстве решает столбец «%2».</translation>
        </message>
        <message>
            <source>Winners: %1</source>
            <translation>Победители: %1</translation>
        </message>
        <message>
            <source>Winner: %1</source>
            <translation>Победитель: %1</translation>
        </message>
        <message>
            <source>The %1 column is full.</source>
            <translation>Столбец «%1» заполнен.</translation>
        </message>
        <message>
            <source>The game stops after %1: no rank.</source>
            <translation>Достигнут предел в %1: игра остановлена, без звания.</translation>
        </message>
        <message>
            <source>No column can be completed any more: no rank.</source>
            <translation>Ни один столбец уже не заполнить: без звания.</translation>
        </message>
        <message>
            <source>Best column</source>
            <translation>Лучший столбец</translation>
        </message>
        <message>
            <source>The game stops after %1: the fullest column wins.</source>
            <translation>Достигнут предел в %1: игра остановлена, побеждает игрок с самым полным столбцом.</translation>
        </message>
        <message>
            <source>Fullest column: %1.</source>
            <translation>Самый полный столбец: %1.</translation>
        </message>
        <message>
            <source>Full %1 columns: %2.</source>
            <translation>Полные столбцы «%1»: %2.</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 («%2»)</translation>
        </message>
        <message>
            <source>Full columns: %1.</source>
            <translation>Полные столбцы: %1.</translation>
        </message>
        <message>
            <source>Full column: %1.</source>
            <translation>Полный столбец: %1.</translation>
        </message>
        <message>
            <source>Tie-break: more numbers in the %1 column — %2.</source>
            <translation>При равенстве решает столбец «%1», в нём чисел: %2.</translation>
        </message>
        <message>
            <source>Still level at the end of the tie-break: the win is shared.</source>
            <translation>Сравнение окончено вничью: победа общая.</translation>
        </message>
        <message>
            <source>Level in every tie-break column: the win is shared.</source>
            <translation>По всем столбцам поровну: победа общая.</translation>
        </message>
        <message>
            <source>A tie, decided by the %1 column.</source>
            <translation>Равенство: решил столбец «%1».</translation>
        </message>
        <message>
            <source>A tie, still level after the tie-break columns.</source>
            <translation>Равенство и после сравнения столбцов.</translation>
        </message>
        <message>
            <source>A tie, level in every tie-break column.</source>
            <translation>Равенство: и в решающих столбцах поровну.</translation>
        </message>
        <message>
            <source>The win is shared.</source>
            <translation>Победу делят несколько игроков.</translation>
        </message>
        <message>
            <source>%1 the column that decided the tie</source>
            <translation>%1 решающий столбец</translation>
        </message>
        <message>
            <source>Write 10, 20, 30, 40 and 50 once each, one number per column.</source>
            <translation>Впишите 10, 20, 30, 40 и 50 по одному разу, по одному числу в столбец.</translation>
        </message>
        <message>
            <source>Call a whole number from 1 to 100.</source>
            <translation>Назовите целое число от 1 до 100.</translation>
        </message>
        <message>
            <source>You must write the number: passing is not allowed in this game.</source>
            <translation>Число нужно вписать: пасовать в этой игре нельзя.</translation>
        </message>
        <message>
            <source>That box is already filled.</source>
            <translation>Эта клетка уже занята.</translation>
        </message>
        <message>
            <source>%1 does not fit there: a column must rise from top to bottom.</source>
            <translation>%1 сюда не подходит: числа в столбце должны расти сверху вниз.</translation>
        </message>
        <message>
            <source>Drag 10, 20, 30, 40 and 50 onto your sheet, one per column (or Place for me), then press Done.</source>
            <translation>Перетащите 10, 20, 30, 40 и 50 на свой лист, по одному в столбец (или «Расставить за меня»), затем нажмите «Готово».</translation>
        </message>
        <message>
            <source>Call a number from 1 to 100, then roll.</source>
            <translation>Назовите число от 1 до 100 и бросьте кубик.</translation>
        </message>
        <message>
            <source>Write the number into one of the highlighted boxes.</source>
            <translation>Впишите число в одну из подсвеченных клеток.</translation>
        </message>
        <message>
            <source>Write the number into a highlighted box, or pass.</source>
            <translation>Впишите число в подсвеченную клетку или пасуйте.</translation>
        </message>
        <message>
            <source>Waiting for %1…</source>
            <translation>Ждём: %1…</translation>
        </message>
        <message>
            <source>Setting up in secret…</source>
            <translation>Тайно вписывает стартовые числа…</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>Готово</translation>
        </message>
        <message>
            <source>Winner!</source>
            <translation>Победа!</translation>
        </message>
        <message>
            <source>the number may go here</source>
            <translation>сюда можно вписать число</translation>
        </message>
        <message>
            <source>Write the number here</source>
            <translation>Вписать число сюда</translation>
        </message>
        <message>
            <source>the number may go here, but then the column can no longer be completed</source>
            <translation>сюда можно вписать число, но тогда столбец уже не заполнить</translation>
        </message>
        <message>
            <source>its player could write the number here</source>
            <translation>сюда подходит названное число</translation>
        </message>
        <message>
            <source>suggested</source>
            <translation>подсказка</translation>
        </message>
        <message>
            <source>written last</source>
            <translation>вписано последним</translation>
        </message>
        <message>
            <source>%1's sheet: %2</source>
            <translation>Лист: %1 — %2</translation>
        </message>
        <message>
            <source>%1's sheet</source>
            <translation>Лист: %1</translation>
        </message>
        <message>
            <source>calls now</source>
            <translation>сейчас называет число</translation>
        </message>
        <message>
            <source>called this turn</source>
            <translation>называет число в этот ход</translation>
        </message>
        <message>
            <source>start number %1, not written yet</source>
            <translation>стартовое число %1, ещё не вписано</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>пусто</translation>
        </message>
        <message>
            <source>Write the start number %1 here</source>
            <translation>Вписать сюда стартовое число %1</translation>
        </message>
        <message>
            <source>Box %1: %2</source>
            <translation>Клетка %1: %2</translation>
        </message>
        <message>
            <source>%1 column: %2 of 12 written</source>
            <translation>Столбец «%1»: заполнено %2 из 12</translation>
        </message>
        <message>
            <source>can no longer be completed</source>
            <translation>уже не заполнить</translation>
        </message>
        <message>
            <source>full</source>
            <translation>заполнен</translation>
        </message>
        <message>
            <source>held: the next box you press gets it</source>
            <translation>выбрано: попадёт в следующую нажатую клетку</translation>
        </message>
        <message>
            <source>Hold this start number</source>
            <translation>Выбрать это стартовое число</translation>
        </message>
        <message>
            <source>Start numbers to place</source>
            <translation>Стартовые числа для расстановки</translation>
        </message>
        <message>
            <source>Die: %1.</source>
            <translation>Кубик: %1.</translation>
        </message>
        <message>
            <source>%1: %2.</source>
            <translation>%1: %2.</translation>
        </message>
        <message>
            <source>Turns</source>
            <translation>Ходы</translation>
        </message>
        <message>
            <source>Rank (turns)</source>
            <translation>Звание (ходы)</translation>
        </message>
        <message>
            <source>Tie: more numbers in the second column wins, then the third, fourth, fifth.</source>
            <translation>При равенстве побеждает тот, у кого больше чисел во втором столбце, затем в третьем, четвёртом, пятом.</translation>
        </message>
        <message>
            <source>Risky entry</source>
            <translation>Рискованный ход</translation>
        </message>
        <message>
            <source>After this entry the %1 column can no longer be completed. Write it there anyway?</source>
            <translation>После этого столбец «%1» уже не заполнить. Всё равно вписать сюда?</translation>
        </message>
        <message>
            <source>There is no box for %1 on your sheet this turn.</source>
            <translation>Для числа %1 на вашем листе в этот раз нет клетки.</translation>
        </message>
        <message>
            <source>It is not your turn to do that.</source>
            <translation>Сейчас не ваш ход.</translation>
        </message>
        <message>
            <source>The number cannot go into that box.</source>
            <translation>В эту клетку число вписать нельзя.</translation>
        </message>
        <message>
            <source>Called: %1</source>
            <translation>Названо: %1</translation>
        </message>
        <message>
            <source>Your call: %1 (Enter calls it and rolls)</source>
            <translation>Ваше число: %1 (Enter — назвать и бросить)</translation>
        </message>
        <message>
            <source>You cannot call a number now.</source>
            <translation>Сейчас нельзя называть число.</translation>
        </message>
        <message>
            <source>You have placed all five numbers yourself: press Done, or move one.</source>
            <translation>Все пять чисел уже расставлены вами: нажмите «Готово» или передвиньте одно из них.</translation>
        </message>
        <message>
            <source>The number may go here.</source>
            <translation>Сюда можно вписать число.</translation>
        </message>
        <message>
            <source>Risky: the column could no longer be completed.</source>
            <translation>Рискованно: столбец потом уже не заполнить.</translation>
        </message>
        <message>
            <source>The number a player wrote last.</source>
            <translation>Последнее число, вписанное игроком.</translation>
        </message>
        <message>
            <source>Point at it or press O to read it large</source>
            <translation>Наведите на лист указатель или нажмите O, чтобы прочитать его крупно</translation>
        </message>
    </context>
    <context>
        <name>QwingoControls</name>
        <message>
            <source>Your call</source>
            <translation>Ваше число</translation>
        </message>
        <message>
            <source>Number to call (type it on the board too):</source>
            <translation>Какое число назвать (можно набрать и на поле):</translation>
        </message>
        <message>
            <source>Number to call</source>
            <translation>Называемое число</translation>
        </message>
        <message>
            <source>Call and roll</source>
            <translation>Назвать и бросить</translation>
        </message>
        <message>
            <source>Call this number, then roll the die (key Enter)</source>
            <translation>Назвать это число и бросить кубик (клавиша Enter)</translation>
        </message>
        <message>
            <source>Start numbers</source>
            <translation>Стартовые числа</translation>
        </message>
        <message>
            <source>Place for me</source>
            <translation>Расставить за меня</translation>
        </message>
        <message>
            <source>Write 10 to 50 in sensible boxes (key P)</source>
            <translation>Вписать 10–50 в удачные клетки (клавиша P)</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Готово</translation>
        </message>
        <message>
            <source>Keep these start numbers (key D)</source>
            <translation>Оставить эти стартовые числа (клавиша D)</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Пас</translation>
        </message>
        <message>
            <source>Write nothing this turn (key P)</source>
            <translation>Ничего не вписывать в этот ход (клавиша P)</translation>
        </message>
        <message>
            <source>Keys: digits and Enter call a number; arrows and Enter choose a box; in the setup 1–5 pick 10–50.</source>
            <translation>Клавиши: цифры и Enter — назвать число; стрелки и Enter — выбрать клетку; при расстановке 1–5 выбирают 10–50.</translation>
        </message>
        <message>
            <source>O shows the next player's sheet large.</source>
            <translation>O — лист следующего игрока крупно.</translation>
        </message>
    </context>
    <context>
        <name>QwingoSheet</name>
        <message>
            <source>Qwingo score sheet</source>
            <translation>Бланк «Квинго»</translation>
        </message>
        <message>
            <source>Turns:</source>
            <translation>Ходы:</translation>
        </message>
        <message>
            <source>Solo rank by turns:</source>
            <translation>Звание в одиночной игре по числу ходов:</translation>
        </message>
        <message>
            <source>Several full columns in one turn: more numbers in the second column wins, then the third, fourth, fifth.</source>
            <translation>Несколько полных столбцов за один ход: побеждает тот, у кого больше чисел во втором столбце, затем в третьем, четвёртом, пятом.</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Победитель</translation>
        </message>
        <message>
            <source>Start: write 10, 20, 30, 40 and 50, one per column, in any box.</source>
            <translation>Начало: впишите 10, 20, 30, 40 и 50 — по одному в столбец, в любую клетку.</translation>
        </message>
    </context>
    <context>
        <name>RemoteController</name>
        <message>
            <source>The finished game could not be read back, so it is not recorded in the history.</source>
            <translation>Законченную игру не удалось прочитать, поэтому записать её в историю нельзя.</translation>
        </message>
    </context>
    <context>
        <name>RemotePanel</name>
        <message>
            <source>The connection to the table was lost. Reconnecting…</source>
            <translation>Соединение со столом прервалось. Подключаемся снова…</translation>
        </message>
        <message>
            <source>The connection to the table is closed.</source>
            <translation>Соединение со столом закрыто.</translation>
        </message>
        <message>
            <source>Not at the table: %1.</source>
            <translation>Нет за столом: %1.</translation>
        </message>
        <message>
            <source>%1 (you)</source>
            <translation>%1 (вы)</translation>
        </message>
        <message>
            <source>%1: computer</source>
            <translation>%1: компьютер</translation>
        </message>
        <message>
            <source>a seat still free</source>
            <translation>место ещё свободно</translation>
        </message>
        <message>
            <source>%1: away</source>
            <translation>%1: нет за столом</translation>
        </message>
        <message>
            <source>Served by this computer: while Bingolino is closed here, the table waits.</source>
            <translation>Стол на этом компьютере: пока «Бинголино» здесь закрыто, стол ждёт.</translation>
        </message>
        <message>
            <source>Served by this computer: keep Bingolino open until the game is over.</source>
            <translation>Стол на этом компьютере: не закрывайте «Бинголино», пока игра не окончена.</translation>
        </message>
        <message>
            <source>Turn-based: you may close Bingolino meanwhile.</source>
            <translation>Заочная игра: «Бинголино» можно пока закрыть.</translation>
        </message>
        <message>
            <source>Leave table</source>
            <translation>Выйти из-за стола</translation>
        </message>
        <message>
            <source>Back to the start page. Your seat stays yours: come back to it from there.</source>
            <translation>Вернуться на начальную страницу. Место остаётся за вами: вернуться к столу можно оттуда.</translation>
        </message>
        <message>
            <source>Resign…</source>
            <translation>Сдаться…</translation>
        </message>
        <message>
            <source>Give up your seat: a computer plays it to the end of the game.</source>
            <translation>Отдать своё место: до конца игры за вас играет компьютер.</translation>
        </message>
    </context>
    <context>
        <name>RemoteUi</name>
        <message>
            <source>Opening the table…</source>
            <translation>Открываем стол…</translation>
        </message>
        <message>
            <source>Going to the table…</source>
            <translation>Садимся за стол…</translation>
        </message>
        <message>
            <source>Could not go to the table</source>
            <translation>Не удалось сесть за стол</translation>
        </message>
        <message>
            <source>Leave the table?</source>
            <translation>Выйти из-за стола?</translation>
        </message>
        <message>
            <source>Your seat stays yours: come back to it from the start page (Your tables). Meanwhile the others see you away, and the table waits for you or a computer plays for you, as its host chose.</source>
            <translation>Место остаётся за вами: вернуться можно с начальной страницы («Ваши столы»). Пока вас нет, стол ждёт или за вас играет компьютер — как решил тот, кто открыл стол.</translation>
        </message>
        <message>
            <source>Leave</source>
            <translation>Выйти</translation>
        </message>
        <message>
            <source>Resign?</source>
            <translation>Сдаться?</translation>
        </message>
        <message>
            <source>A computer plays your seat to the end of the game, and you cannot come back to this table.</source>
            <translation>До конца игры за вас играет компьютер, и вернуться за этот стол будет нельзя.</translation>
        </message>
        <message>
            <source>Resign</source>
            <translation>Сдаться</translation>
        </message>
        <message>
            <source>You resigned: a computer plays your seat.</source>
            <translation>Вы сдались: за ваше место играет компьютер.</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>Could not open the game</source>
            <translation>Не удалось открыть партию</translation>
        </message>
    </context>
    <context>
        <name>ReviewPlurals</name>
        <message numerus="yes">
            <source>%n sampled deal(s) for each move</source>
            <translation>
                <numerusform>%n случайная сдача на каждый ход</numerusform>
                <numerusform>%n случайные сдачи на каждый ход</numerusform>
                <numerusform>%n случайных сдач на каждый ход</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>each of the opponent's %n possible hand(s) solved</source>
            <translation>
                <numerusform>просчитана %n возможная рука соперника</numerusform>
                <numerusform>просчитаны все %n возможные руки соперника</numerusform>
                <numerusform>просчитаны все %n возможных рук соперника</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>searched %n stone(s) ahead</source>
            <translation>
                <numerusform>расчёт на %n фишку вперёд</numerusform>
                <numerusform>расчёт на %n фишки вперёд</numerusform>
                <numerusform>расчёт на %n фишек вперёд</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n played-out board(s) for each move</source>
            <translation>
                <numerusform>%n разыгранное поле на каждый ход</numerusform>
                <numerusform>%n разыгранных поля на каждый ход</numerusform>
                <numerusform>%n разыгранных полей на каждый ход</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mistake(s)</source>
            <translation>
                <numerusform>%n ошибка</numerusform>
                <numerusform>%n ошибки</numerusform>
                <numerusform>%n ошибок</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The game has ended. %n players share the win.</source>
            <translation>
                <numerusform>Игра окончена. Победу делит %n игрок.</numerusform>
                <numerusform>Игра окончена. Победу делят %n игрока.</numerusform>
                <numerusform>Игра окончена. Победу делят %n игроков.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n inaccuracies</source>
            <translation>
                <numerusform>%n неточность</numerusform>
                <numerusform>%n неточности</numerusform>
                <numerusform>%n неточностей</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ReviewTexts</name>
        <message>
            <source>The game is still going on: you see only what you saw while playing.</source>
            <translation>Партия ещё идёт: видно только то, что вы видели во время игры.</translation>
        </message>
        <message>
            <source>The game has ended.</source>
            <translation>Игра окончена.</translation>
        </message>
        <message>
            <source>The game has ended in a draw.</source>
            <translation>Игра окончена вничью.</translation>
        </message>
        <message>
            <source>The game has ended. Winners: %1</source>
            <translation>Игра окончена. Победители: %1</translation>
        </message>
        <message>
            <source>The game has ended. Winner: %1</source>
            <translation>Игра окончена. Победитель: %1</translation>
        </message>
        <message>
            <source>Winners: %1</source>
            <translation>Победители: %1</translation>
        </message>
        <message>
            <source>Chance to win the match</source>
            <translation>Шанс выиграть партию</translation>
        </message>
        <message>
            <source>Final margin in points</source>
            <translation>Итоговая разница в очках</translation>
        </message>
        <message>
            <source>Turns still needed (fewer is better)</source>
            <translation>Сколько ещё ходов нужно (меньше — лучше)</translation>
        </message>
        <message>
            <source>margin %1</source>
            <translation>разница %1</translation>
        </message>
        <message>
            <source>out of reach</source>
            <translation>цель недостижима</translation>
        </message>
        <message>
            <source>%1 turns to go</source>
            <translation>ещё %1 хода</translation>
        </message>
        <message>
            <source>−%1 points</source>
            <translation>−%1 в разнице очков</translation>
        </message>
        <message>
            <source>the goal out of reach</source>
            <translation>цель становится недостижимой</translation>
        </message>
        <message>
            <source>+%1 turns</source>
            <translation>+%1 хода</translation>
        </message>
        <message>
            <source>±%1 points</source>
            <translation>±%1 очка</translation>
        </message>
        <message>
            <source>±%1 turns</source>
            <translation>±%1 хода</translation>
        </message>
        <message>
            <source>noise %1: %2</source>
            <translation>разброс %1: %2</translation>
        </message>
        <message>
            <source>solved to the end</source>
            <translation>просчитано до конца</translation>
        </message>
        <message>
            <source>%1 in %2 (box %3)</source>
            <translation>%1 → «%2» (клетка %3)</translation>
        </message>
        <message>
            <source>exact: %1</source>
            <translation>точно: %1</translation>
        </message>
        <message>
            <source>win chance %1</source>
            <translation>шанс на победу %1</translation>
        </message>
        <message>
            <source>−%1 win chance</source>
            <translation>шанс на победу ниже на %1</translation>
        </message>
        <message>
            <source>the odds are computed, not sampled</source>
            <translation>шансы вычислены, а не взяты из случайных розыгрышей</translation>
        </message>
        <message>
            <source>Mistake</source>
            <translation>Ошибка</translation>
        </message>
        <message>
            <source>Inaccuracy</source>
            <translation>Неточность</translation>
        </message>
        <message>
            <source>Good</source>
            <translation>Хорошо</translation>
        </message>
        <message>
            <source>start numbers, in secret</source>
            <translation>стартовые числа, втайне</translation>
        </message>
        <message>
            <source>close the stock</source>
            <translation>закрыть резерв</translation>
        </message>
        <message>
            <source>%1, showing the doubles</source>
            <translation>%1 с объявлением дублей</translation>
        </message>
        <message>
            <source>tile %1 → %2</source>
            <translation>плитка %1 → %2</translation>
        </message>
        <message>
            <source>stone on %1</source>
            <translation>фишка на %1</translation>
        </message>
        <message>
            <source>call %1</source>
            <translation>назвать %1</translation>
        </message>
        <message>
            <source>%1 in the %2 column, box %3</source>
            <translation>%1 в столбец «%2», клетка %3</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>пас</translation>
        </message>
        <message>
            <source>start numbers: %1</source>
            <translation>стартовые числа: %1</translation>
        </message>
        <message>
            <source>roll %1</source>
            <translation>бросить %1</translation>
        </message>
        <message>
            <source>the grid %1</source>
            <translation>раскладка %1</translation>
        </message>
        <message>
            <source>turn %1 down (%2)</source>
            <translation>перевернуть %1 (%2)</translation>
        </message>
        <message>
            <source>turn %1 back up (%2)</source>
            <translation>открыть %1 обратно (%2)</translation>
        </message>
        <message>
            <source>%1 (%2). The strong computer agrees.</source>
            <translation>%1 (%2). Сильный компьютер согласен.</translation>
        </message>
        <message>
            <source>%1 (%2), as good as the strong computer's choice.</source>
            <translation>%1 (%2): не хуже выбора сильного компьютера.</translation>
        </message>
        <message>
            <source>%1 (%2). The strong computer prefers “%3” (%4): %5.</source>
            <translation>%1 (%2). Сильный компьютер предпочёл бы другой ход: %3 (%4); %5.</translation>
        </message>
        <message>
            <source>The strong computer plays “%1”: %2.</source>
            <translation>Сильный компьютер выбирает ход: %1 — %2.</translation>
        </message>
        <message>
            <source>The strong computer plays “%1”: %2; “%3” is as good.</source>
            <translation>Сильный компьютер выбирает ход: %1 — %2; ход %3 не хуже.</translation>
        </message>
        <message>
            <source>The strong computer plays “%1”: %2 instead of %3 for “%4”.</source>
            <translation>Сильный компьютер выбирает ход: %1 — %2 (у хода %4 — %3).</translation>
        </message>
        <message>
            <source>%1 points</source>
            <translation>%1 в разнице очков</translation>
        </message>
        <message>
            <source>no turn lost or saved</source>
            <translation>ни одного хода не потеряно и не сэкономлено</translation>
        </message>
        <message>
            <source>%1 turns saved</source>
            <translation>сэкономлено ходов: %1</translation>
        </message>
        <message>
            <source>%1 turns lost</source>
            <translation>потеряно ходов: %1</translation>
        </message>
        <message>
            <source>the tiles drawn</source>
            <translation>розданные плитки</translation>
        </message>
        <message>
            <source>who begins</source>
            <translation>жребий первого хода</translation>
        </message>
        <message>
            <source>the dice</source>
            <translation>кубики</translation>
        </message>
        <message>
            <source>the die</source>
            <translation>кубик</translation>
        </message>
        <message>
            <source>the lot</source>
            <translation>жребий</translation>
        </message>
        <message>
            <source>the deal</source>
            <translation>сдача</translation>
        </message>
        <message>
            <source>the layout</source>
            <translation>раскладка</translation>
        </message>
        <message>
            <source>the opponent's moves</source>
            <translation>ходы соперника</translation>
        </message>
        <message>
            <source>the other players' moves</source>
            <translation>ходы других игроков</translation>
        </message>
        <message>
            <source>chance</source>
            <translation>случай</translation>
        </message>
        <message>
            <source>chance and the opponent</source>
            <translation>случай и соперник</translation>
        </message>
        <message>
            <source>chance and the other players</source>
            <translation>случай и другие игроки</translation>
        </message>
        <message>
            <source>%1 → %2</source>
            <translation>%1 → %2</translation>
        </message>
        <message>
            <source>turns (played and still needed) %1</source>
            <translation>ходов (сыграно и ещё нужно) %1</translation>
        </message>
        <message>
            <source>%1: %2. %3: %4; own decisions: %5.</source>
            <translation>%1: %2. %3: %4; свои решения: %5.</translation>
        </message>
        <message>
            <source>the grid</source>
            <translation>раскладка плиток</translation>
        </message>
        <message>
            <source>the start numbers</source>
            <translation>стартовые числа</translation>
        </message>
        <message>
            <source>Move %1, decision of %2: %3</source>
            <translation>Ход %1, решение (%2): %3</translation>
        </message>
        <message>
            <source>Before the first move</source>
            <translation>До первого хода</translation>
        </message>
        <message>
            <source>After move %1</source>
            <translation>После хода %1</translation>
        </message>
        <message>
            <source>Moves %1–%2</source>
            <translation>Ходы %1–%2</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
    </context>
    <context>
        <name>ReviewWindow</name>
        <message>
            <source>The start of the game</source>
            <translation>Начало партии</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Move %1 of %2 — %3</source>
            <translation>Ход %1 из %2 — %3</translation>
        </message>
        <message>
            <source>The stock, in drawing order: %1</source>
            <translation>Резерв в порядке добора: %1</translation>
        </message>
        <message>
            <source>No choice here: the move was forced.</source>
            <translation>Выбора не было: ход вынужденный.</translation>
        </message>
        <message>
            <source>The analysis stopped: the computer player's process failed (%1). Press Analyse to go on.</source>
            <translation>Анализ остановлен: процесс компьютерного игрока дал сбой (%1). Нажмите «Анализ», чтобы продолжить.</translation>
        </message>
        <message>
            <source>Press Analyse: the strong computer judges every decision of %1.</source>
            <translation>Нажмите «Анализ»: сильный компьютер оценит каждое решение (игрок: %1).</translation>
        </message>
        <message>
            <source>%1: %2 of %3 decisions judged — %4, %5.</source>
            <translation>%1: оценено решений — %2 из %3; %4, %5.</translation>
        </message>
        <message>
            <source>Export the move list</source>
            <translation>Сохранить список ходов</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Файлы PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Exporting the move list…</source>
            <translation>Список ходов сохраняется…</translation>
        </message>
        <message>
            <source>The move list was saved to %1.</source>
            <translation>Список ходов сохранён: %1.</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>Сохранить не удалось</translation>
        </message>
        <message>
            <source>The move list could not be written to %1:
%2</source>
            <translation>Не удалось записать список ходов в %1:
%2</translation>
        </message>
        <message>
            <source>Review — %1</source>
            <translation>Разбор — %1</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>own decisions</source>
            <translation>свои решения</translation>
        </message>
        <message>
            <source>The moments that decided the game: a click goes there</source>
            <translation>Решающие моменты игры: щелчок переходит к моменту</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>&amp;Игрок:</translation>
        </message>
        <message>
            <source>While the game is going on, only your own view can be reviewed.</source>
            <translation>Пока партия идёт, можно смотреть только то, что видели вы.</translation>
        </message>
        <message>
            <source>Show &amp;everything</source>
            <translation>Показать в&amp;сё</translation>
        </message>
        <message>
            <source>Hands, the stock's order, secret set-ups and face-down backs, from the chosen player's seat</source>
            <translation>Руки, порядок резерва, тайные стартовые числа и закрытые обороты — с места выбранного игрока</translation>
        </message>
        <message>
            <source>Hidden things are shown only once the game has ended.</source>
            <translation>Скрытое показывается только после окончания партии.</translation>
        </message>
        <message>
            <source>Analysis</source>
            <translation>Анализ</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Журнал игры</translation>
        </message>
        <message>
            <source>Chart</source>
            <translation>График</translation>
        </message>
        <message>
            <source>The game's course: what the decisions did and what chance did, and the moments that decided it</source>
            <translation>Течение игры: что дали решения, что — случай, и решающие моменты</translation>
        </message>
        <message>
            <source>&amp;Analyse</source>
            <translation>&amp;Анализ</translation>
        </message>
        <message>
            <source>The strong computer judges every decision of the chosen player, from what that player could see</source>
            <translation>Сильный компьютер оценивает каждое решение выбранного игрока по тому, что тот мог видеть</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Отмена</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Печать…</translation>
        </message>
        <message>
            <source>Print the list of moves with their marks</source>
            <translation>Напечатать список ходов с оценками</translation>
        </message>
        <message>
            <source>PDF…</source>
            <translation>PDF…</translation>
        </message>
        <message>
            <source>Save the list of moves with their marks as a PDF file</source>
            <translation>Сохранить список ходов с оценками в файл PDF</translation>
        </message>
        <message>
            <source>&amp;Continue from here</source>
            <translation>&amp;Продолжить отсюда</translation>
        </message>
        <message>
            <source>A new game from this position, with the same dice and deals to come; this game stays as it was</source>
            <translation>Новая партия с этой позиции, с теми же бросками и сдачами впереди; эта партия останется как есть</translation>
        </message>
        <message>
            <source>The chart of the analysis appears here.</source>
            <translation>Здесь появится график анализа.</translation>
        </message>
        <message>
            <source>Click a point to go to that decision</source>
            <translation>Щёлкните точку, чтобы перейти к этому решению</translation>
        </message>
        <message>
            <source>Chart of the analysis</source>
            <translation>График анализа</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Игрок</translation>
        </message>
        <message>
            <source>Decisions judged</source>
            <translation>Оценённые решения</translation>
        </message>
        <message>
            <source>Moments that decided the game</source>
            <translation>Решающие моменты игры</translation>
        </message>
        <message>
            <source>Up and Down go from one moment to the next</source>
            <translation>Стрелки вверх и вниз — от момента к моменту</translation>
        </message>
        <message>
            <source>Up and Down go from one decision to the next</source>
            <translation>Стрелки вверх и вниз — от решения к решению</translation>
        </message>
        <message>
            <source>Up and Down go through the game line by line</source>
            <translation>Стрелки вверх и вниз — по журналу игры строка за строкой</translation>
        </message>
        <message>
            <source>Analysis progress</source>
            <translation>Ход анализа</translation>
        </message>
        <message>
            <source>Analysis, game log and chart</source>
            <translation>Анализ, журнал игры и график</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Игра:</translation>
        </message>
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
        <name>SheetDialog</name>
        <message>
            <source>Export score sheets as PDF</source>
            <translation>Экспорт бланков в PDF</translation>
        </message>
        <message>
            <source>Print score sheets</source>
            <translation>Печать бланков</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Игра:</translation>
        </message>
        <message>
            <source>Sheets:</source>
            <translation>Бланки:</translation>
        </message>
        <message>
            <source>Blank sheets</source>
            <translation>Пустые бланки</translation>
        </message>
        <message>
            <source>The sheets of this game</source>
            <translation>Бланки этой игры</translation>
        </message>
        <message>
            <source>Players:</source>
            <translation>Игроков:</translation>
        </message>
        <message>
            <source>Per page:</source>
            <translation>На странице:</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n бланк</numerusform>
                <numerusform>%n бланка</numerusform>
                <numerusform>%n бланков</numerusform>
            </translation>
        </message>
        <message>
            <source>Paper:</source>
            <translation>Бумага:</translation>
        </message>
        <message>
            <source>A4</source>
            <translation>A4</translation>
        </message>
        <message>
            <source>Letter</source>
            <translation>Letter (США)</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Экспорт…</translation>
        </message>
        <message>
            <source>Preview…</source>
            <translation>Просмотр…</translation>
        </message>
    </context>
    <context>
        <name>SheetPrinter</name>
        <message>
            <source>Export score sheets</source>
            <translation>Экспорт бланков</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Файлы PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Exporting the score sheets…</source>
            <translation>Экспорт бланков…</translation>
        </message>
        <message>
            <source>Score sheets saved to %1.</source>
            <translation>Бланки сохранены: %1.</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>Экспорт не удался</translation>
        </message>
        <message>
            <source>The score sheets could not be written to %1:
%2</source>
            <translation>Не удалось записать бланки в %1:
%2</translation>
        </message>
    </context>
    <context>
        <name>SidePanel</name>
        <message>
            <source>Game over. Winners: %1</source>
            <translation>Игра окончена. Победители: %1</translation>
        </message>
        <message>
            <source>Game over. Winner: %1</source>
            <translation>Игра окончена. Победитель: %1</translation>
        </message>
        <message>
            <source>Game over.</source>
            <translation>Игра окончена.</translation>
        </message>
        <message>
            <source>Now: everyone</source>
            <translation>Ходят все</translation>
        </message>
        <message>
            <source>Now: %1</source>
            <translation>Ход: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n computer(s) thinking…</source>
            <translation>
                <numerusform>%n компьютер думает…</numerusform>
                <numerusform>%n компьютера думают…</numerusform>
                <numerusform>%n компьютеров думают…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 is thinking…</source>
            <translation>
                <numerusform>%1 думает…</numerusform>
                <numerusform>%1 думают…</numerusform>
                <numerusform>%1 думают…</numerusform>
            </translation>
        </message>
        <message>
            <source>winner</source>
            <translation>победитель</translation>
        </message>
        <message>
            <source>Last round (L)</source>
            <translation>Последний круг (L)</translation>
        </message>
        <message>
            <source>Every player's latest roll, entry or stone, with what it did</source>
            <translation>Последний бросок, запись или фишка каждого игрока — и что это дало</translation>
        </message>
        <message>
            <source>Last round</source>
            <translation>Последний круг</translation>
        </message>
        <message>
            <source>Every move of the game, the latest last</source>
            <translation>Все ходы игры, последний — внизу</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Счёт</translation>
        </message>
        <message>
            <source>The computer is thinking</source>
            <translation>Компьютер думает</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Сыграть ещё раз</translation>
        </message>
        <message>
            <source>A new game with the same players and options</source>
            <translation>Новая игра с теми же игроками и параметрами</translation>
        </message>
        <message>
            <source>Review and analyse</source>
            <translation>Разбор и анализ</translation>
        </message>
        <message>
            <source>Step through this game and see what the strong computer thinks of every decision</source>
            <translation>Пройти партию ход за ходом и узнать, что сильный компьютер думает о каждом решении</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Журнал игры</translation>
        </message>
    </context>
    <context>
        <name>SingleInstance</name>
        <message>
            <source>Bingolino is already open with the same data folder, but it does not answer.</source>
            <translation>Программа «Бинголино» уже открыта с той же папкой данных, но не отвечает.</translation>
        </message>
        <message>
            <source>A second window keeps its own autosave and leaves the game of the first one alone.</source>
            <translation>Второе окно ведёт своё автосохранение и не трогает игру первого.</translation>
        </message>
        <message>
            <source>Open another window</source>
            <translation>Открыть второе окно</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Выйти</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <source>Review and analyse</source>
            <translation>Разбор и анализ</translation>
        </message>
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
            <source>Host a table…</source>
            <translation>Открыть стол по сети…</translation>
        </message>
        <message>
            <source>Play with friends at other computers: invite them to a table served by this computer</source>
            <translation>Игра с друзьями за другими компьютерами: пригласите их за стол на этом компьютере</translation>
        </message>
        <message>
            <source>Join a table…</source>
            <translation>Сесть за стол по сети…</translation>
        </message>
        <message>
            <source>Sit down at a friend's table with an invite</source>
            <translation>Сесть за стол друга по приглашению</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Статистика</translation>
        </message>
        <message>
            <source>Games played, won, streaks and records of each player</source>
            <translation>Партии, победы, серии и рекорды каждого игрока</translation>
        </message>
        <message>
            <source>Game library</source>
            <translation>Библиотека партий</translation>
        </message>
        <message>
            <source>Every finished game: open one again or export the list</source>
            <translation>Все законченные партии: открыть любую снова или выгрузить список</translation>
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
    <context>
        <name>Startup</name>
        <message>
            <source>Your settings cannot be kept: their folder cannot be written. Changes apply until Bingolino closes.</source>
            <translation>Настройки не сохраняются: в их папку нельзя записывать. Изменения действуют до закрытия «Бинголино».</translation>
        </message>
        <message>
            <source>The settings file could not be read, so Bingolino starts with its default settings.</source>
            <translation>Файл настроек не удалось прочитать, поэтому «Бинголино» запускается с настройками по умолчанию.</translation>
        </message>
        <message>
            <source>The old file was kept as “%1”.</source>
            <translation>Старый файл сохранён под именем «%1».</translation>
        </message>
        <message>
            <source>Games cannot be kept: the data folder “%1” cannot be written. The autosave, saving into it and the game history do not work until it can.</source>
            <translation>Партии не сохраняются: в папку данных «%1» нельзя записывать. Автосохранение, сохранение в эту папку и история партий не работают, пока это так.</translation>
        </message>
        <message>
            <source>The game history cannot be kept: %1</source>
            <translation>История партий не ведётся: %1</translation>
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message>
            <source>All rules</source>
            <translation>Все правила</translation>
        </message>
        <message>
            <source>No games against others yet.</source>
            <translation>Партий с соперниками пока нет.</translation>
        </message>
        <message>
            <source>%1: won %2 of %3</source>
            <translation>%1: выиграно %2 из %3</translation>
        </message>
        <message>
            <source>The line: the share of games won in each period. The pale bars: how many games the period had (the tallest: %1).</source>
            <translation>Линия — доля выигранных игр за каждый период. Бледные столбики — сколько игр было в этом периоде (больше всего: %1).</translation>
        </message>
        <message>
            <source>Computer: %1</source>
            <translation>Компьютер: %1</translation>
        </message>
        <message>
            <source>Guests</source>
            <translation>Гости</translation>
        </message>
        <message>
            <source>No solo games yet.</source>
            <translation>Одиночных партий пока нет.</translation>
        </message>
        <message>
            <source>best: %1 (%2)</source>
            <translation>лучший результат: %1 (%2)</translation>
        </message>
        <message>
            <source>on average %1</source>
            <translation>в среднем %1</translation>
        </message>
        <message>
            <source>none finished yet</source>
            <translation>законченных пока нет</translation>
        </message>
        <message>
            <source>No finished solo games yet.</source>
            <translation>Законченных одиночных партий пока нет.</translation>
        </message>
        <message>
            <source>turns (★ your best)</source>
            <translation>ходы (★ ваш рекорд)</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Сброс статистики</translation>
        </message>
        <message>
            <source>Start the statistics again from now?</source>
            <translation>Начать статистику заново с этого момента?</translation>
        </message>
        <message>
            <source>The recorded games stay in the game library.</source>
            <translation>Записанные партии останутся в библиотеке партий.</translation>
        </message>
        <message>
            <source>Reset %1</source>
            <translation>Сбросить: %1</translation>
        </message>
        <message>
            <source>Reset all profiles</source>
            <translation>Сбросить у всех профилей</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Статистика</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>&amp;Игрок:</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>И&amp;гра:</translation>
        </message>
        <message>
            <source>&amp;Rules:</source>
            <translation>&amp;Правила:</translation>
        </message>
        <message>
            <source>Pro&amp;files…</source>
            <translation>Про&amp;фили…</translation>
        </message>
        <message>
            <source>Re&amp;set…</source>
            <translation>&amp;Сбросить…</translation>
        </message>
        <message>
            <source>Statistics are kept for profiles: a profile is a person at this computer. Create one here or in the new-game dialog, and every game it plays is counted.</source>
            <translation>Статистика ведётся для профилей: профиль — это человек за этим компьютером. Создайте профиль здесь или в окне новой игры, и каждая его партия будет учтена.</translation>
        </message>
        <message>
            <source>&amp;New profile…</source>
            <translation>&amp;Новый профиль…</translation>
        </message>
        <message>
            <source>games with others</source>
            <translation>сыграно с соперниками</translation>
        </message>
        <message>
            <source>won</source>
            <translation>выиграно</translation>
        </message>
        <message>
            <source>win rate</source>
            <translation>доля побед</translation>
        </message>
        <message>
            <source>wins in a row now</source>
            <translation>текущая серия побед</translation>
        </message>
        <message>
            <source>best streak</source>
            <translation>лучшая серия</translation>
        </message>
        <message>
            <source>average score</source>
            <translation>средний счёт</translation>
        </message>
        <message>
            <source>average turns</source>
            <translation>среднее число ходов</translation>
        </message>
        <message>
            <source>Against</source>
            <translation>Против кого</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Соперник</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Партии</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Побед</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Доля побед</translation>
        </message>
        <message>
            <source>Win rate over time</source>
            <translation>Доля побед по периодам</translation>
        </message>
        <message>
            <source>Solo</source>
            <translation>Одиночные партии</translation>
        </message>
    </context>
    <context>
        <name>StatisticsWords</name>
        <message>
            <source>average stars</source>
            <translation>звёзд в среднем</translation>
        </message>
        <message>
            <source>Stars at the end of a game, on average</source>
            <translation>Звёзд к концу игры, в среднем</translation>
        </message>
        <message>
            <source>average fullest column</source>
            <translation>лучший столбец в среднем</translation>
        </message>
        <message>
            <source>Numbers in the fullest column at the end, on average (12: full)</source>
            <translation>Чисел в самом полном столбце к концу игры, в среднем (12 — столбец полон)</translation>
        </message>
        <message>
            <source>average big points</source>
            <translation>больших очков в среднем</translation>
        </message>
        <message>
            <source>Big points at the end of a match, on average</source>
            <translation>Больших очков к концу партии, в среднем</translation>
        </message>
        <message>
            <source>average points</source>
            <translation>очков в среднем</translation>
        </message>
        <message>
            <source>Points at the end of a game, on average</source>
            <translation>Очков к концу партии, в среднем</translation>
        </message>
        <message>
            <source>average turns</source>
            <translation>ходов в среднем</translation>
        </message>
        <message>
            <source>Turns a game took, everybody's counted, on average</source>
            <translation>Сколько ходов длилась игра (считая ходы всех игроков), в среднем</translation>
        </message>
        <message>
            <source>average moves</source>
            <translation>ходов в среднем</translation>
        </message>
        <message>
            <source>Moves a game took, both players' counted, on average</source>
            <translation>Сколько ходов длилась партия (считая ходы обоих игроков), в среднем</translation>
        </message>
    </context>
    <context>
        <name>YourTables</name>
        <message>
            <source>%1 with %2</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>your turn</source>
            <translation>ваш ход</translation>
        </message>
        <message>
            <source>waiting for the others</source>
            <translation>ход других игроков</translation>
        </message>
        <message>
            <source>seats still free</source>
            <translation>есть свободные места</translation>
        </message>
        <message>
            <source>over: open it to keep it in your history</source>
            <translation>окончена: откройте, чтобы записать в историю</translation>
        </message>
        <message>
            <source>its server cannot be reached now</source>
            <translation>сервер стола сейчас недоступен</translation>
        </message>
        <message>
            <source>asking its server…</source>
            <translation>спрашиваем сервер…</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>Your tables</source>
            <translation>Ваши столы</translation>
        </message>
        <message>
            <source>Refresh</source>
            <translation>Обновить</translation>
        </message>
        <message>
            <source>Ask the tables' servers again</source>
            <translation>Снова спросить серверы столов</translation>
        </message>
    </context>
</TS>
