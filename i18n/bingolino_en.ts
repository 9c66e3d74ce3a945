<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
    <context>
        <name>About</name>
        <message>
            <source>Bingolino</source>
            <translation>Bingolino</translation>
        </message>
        <message>
            <source>Tabletop games to play at home, alone, with friends or against the computer.</source>
            <translation>Tabletop games to play at home, alone, with friends or against the computer.</translation>
        </message>
        <message>
            <source>Games: %1.</source>
            <translation>Games: %1.</translation>
        </message>
        <message>
            <source>Made with Qt %1 and Python.</source>
            <translation>Made with Qt %1 and Python.</translation>
        </message>
        <message>
            <source>About Bingolino</source>
            <translation>About Bingolino</translation>
        </message>
    </context>
    <context>
        <name>Accessible</name>
        <message>
            <source>%1 board</source>
            <translation>%1 board</translation>
        </message>
        <message>
            <source>%1: %2.</source>
            <translation>%1: %2.</translation>
        </message>
        <message>
            <source>Press</source>
            <translation>Press</translation>
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
            <translation>Last move: %1</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>A second window on the same data folder: it keeps its own autosave.</source>
            <translation>A second window on the same data folder: it keeps its own autosave.</translation>
        </message>
    </context>
    <context>
        <name>BingolinoBoard</name>
        <message>
            <source>Bingolino!</source>
            <translation>Bingolino!</translation>
        </message>
        <message>
            <source>Arrange your tiles: drag one onto another to swap them, or use Arrange for me. Then press Done.</source>
            <translation>Arrange your tiles: drag one onto another to swap them, or use Arrange for me. Then press Done.</translation>
        </message>
        <message>
            <source>Choose how many dice to roll (1–5).</source>
            <translation>Choose how many dice to roll (1–5).</translation>
        </message>
        <message>
            <source>Nothing matches: turn one of your face-down tiles back up.</source>
            <translation>Nothing matches: turn one of your face-down tiles back up.</translation>
        </message>
        <message>
            <source>Turn one of the highlighted tiles face down.</source>
            <translation>Turn one of the highlighted tiles face down.</translation>
        </message>
        <message>
            <source>Arranging…</source>
            <translation>Arranging…</translation>
        </message>
        <message>
            <source>Out of the play-off</source>
            <translation>Out of the play-off</translation>
        </message>
        <message>
            <source>Winner!</source>
            <translation>Winner!</translation>
        </message>
        <message>
            <source>Your move</source>
            <translation>Your move</translation>
        </message>
        <message>
            <source>Rolled by %1</source>
            <translation>Rolled by %1</translation>
        </message>
        <message>
            <source>Last roll, by %1</source>
            <translation>Last roll, by %1</translation>
        </message>
        <message>
            <source>Stars</source>
            <translation>Stars</translation>
        </message>
        <message>
            <source>You cannot roll now.</source>
            <translation>You cannot roll now.</translation>
        </message>
        <message>
            <source>Chance of each total (gold: numbers still on the grid)</source>
            <translation>Chance of each total (gold: numbers still on the grid)</translation>
        </message>
        <message>
            <source>Chance that this many dice let you turn a tile</source>
            <translation>Chance that this many dice let you turn a tile</translation>
        </message>
        <message>
            <source>%1 with %2: %3</source>
            <translation>%1 with %2: %3</translation>
        </message>
        <message numerus="yes">
            <source>%n dice</source>
            <translation>
                <numerusform>%n die</numerusform>
                <numerusform>%n dice</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 and %2</source>
            <translation>%1 and %2</translation>
        </message>
        <message>
            <source>%1 or %2</source>
            <translation>%1 or %2</translation>
        </message>
        <message>
            <source>row %1</source>
            <translation>row %1</translation>
        </message>
        <message>
            <source>column %1</source>
            <translation>column %1</translation>
        </message>
        <message>
            <source>a diagonal</source>
            <translation>a diagonal</translation>
        </message>
        <message>
            <source>row %1, column %2</source>
            <translation>row %1, column %2</translation>
        </message>
        <message>
            <source>Everybody drew 16 tiles.</source>
            <translation>Everybody drew 16 tiles.</translation>
        </message>
        <message>
            <source>%1 has laid out the grid.</source>
            <translation>%1 has laid out the grid.</translation>
        </message>
        <message>
            <source>%1 turned the %2 face up again (%3).</source>
            <translation>%1 turned the %2 face up again (%3).</translation>
        </message>
        <message>
            <source>%1 completed %2: Bingolino! Now %3.</source>
            <translation>%1 completed %2: Bingolino! Now %3.</translation>
        </message>
        <message>
            <source>%1 are tied and play on: the first to reach %2 wins.</source>
            <translation>%1 are tied and play on: the first to reach %2 wins.</translation>
        </message>
        <message>
            <source>%1: four stars in %2!</source>
            <translation>%1: four stars in %2!</translation>
        </message>
        <message>
            <source>%1 share the win. %2</source>
            <translation>%1 share the win. %2</translation>
        </message>
        <message>
            <source>%1 wins. %2</source>
            <translation>%1 wins. %2</translation>
        </message>
        <message>
            <source>Winners: %1</source>
            <translation>Winners: %1</translation>
        </message>
        <message>
            <source>Winner: %1</source>
            <translation>Winner: %1</translation>
        </message>
        <message>
            <source>Four stars before anyone else.</source>
            <translation>Four stars before anyone else.</translation>
        </message>
        <message>
            <source>Four stars before anyone else, %1 in all.</source>
            <translation>Four stars before anyone else, %1 in all.</translation>
        </message>
        <message>
            <source>Several reached four stars in one turn; the most stars won: %1.</source>
            <translation>Several reached four stars in one turn; the most stars won: %1.</translation>
        </message>
        <message>
            <source>Play-off: %1 reached in the same turn, so the win is shared.</source>
            <translation>Play-off: %1 reached in the same turn, so the win is shared.</translation>
        </message>
        <message>
            <source>Play-off: the first to reach %1.</source>
            <translation>Play-off: the first to reach %1.</translation>
        </message>
        <message>
            <source>%1: %2 − %3 = %4</source>
            <translation>%1: %2 − %3 = %4</translation>
        </message>
        <message>
            <source>%1 set the %2 aside: %3 − %2 = %4</source>
            <translation>%1 set the %2 aside: %3 − %2 = %4</translation>
        </message>
        <message>
            <source>%1 rolled %2 = %3.</source>
            <translation>%1 rolled %2 = %3.</translation>
        </message>
        <message>
            <source>%1 has no %2 and must turn a tile face up again.</source>
            <translation>%1 has no %2 and must turn a tile face up again.</translation>
        </message>
        <message>
            <source>%1 cannot use %2 and has no tile to turn back.</source>
            <translation>%1 cannot use %2 and has no tile to turn back.</translation>
        </message>
        <message>
            <source>Four stars in %1!</source>
            <translation>Four stars in %1!</translation>
        </message>
        <message>
            <source>The grid must hold exactly the 16 tiles you drew.</source>
            <translation>The grid must hold exactly the 16 tiles you drew.</translation>
        </message>
        <message>
            <source>Turn %2: %1.</source>
            <translation>Turn %2: %1.</translation>
        </message>
        <message>
            <source>%1 set the %2 aside and turned down %3 (%4).</source>
            <translation>%1 set the %2 aside and turned down %3 (%4).</translation>
        </message>
        <message>
            <source>%1 turned down %2 (%3).</source>
            <translation>%1 turned down %2 (%3).</translation>
        </message>
        <message>
            <source>Roll between 1 and 5 dice.</source>
            <translation>Roll between 1 and 5 dice.</translation>
        </message>
        <message>
            <source>You can turn a tile down, so you may not turn one back up.</source>
            <translation>You can turn a tile down, so you may not turn one back up.</translation>
        </message>
        <message>
            <source>Nothing matches %1: turn one of your face-down tiles up again.</source>
            <translation>Nothing matches %1: turn one of your face-down tiles up again.</translation>
        </message>
        <message>
            <source>That tile does not match %1.</source>
            <translation>That tile does not match %1.</translation>
        </message>
        <message>
            <source>%1 (without %2)</source>
            <translation>%1 (without %2)</translation>
        </message>
        <message>
            <source>Set a die aside: %1</source>
            <translation>Set a die aside: %1</translation>
        </message>
        <message>
            <source>No tile shows %1: turn one of your tiles face up again.</source>
            <translation>No tile shows %1: turn one of your tiles face up again.</translation>
        </message>
        <message>
            <source>Total %1</source>
            <translation>Total %1</translation>
        </message>
        <message>
            <source>Play-off: %1 are tied. Only they keep playing; the first to reach %2 wins.</source>
            <translation>Play-off: %1 are tied. Only they keep playing; the first to reach %2 wins.</translation>
        </message>
        <message>
            <source>Waiting for %1…</source>
            <translation>Waiting for %1…</translation>
        </message>
        <message>
            <source>It is not your turn to move here.</source>
            <translation>It is not your turn to move here.</translation>
        </message>
        <message>
            <source>Only the highlighted tiles can be turned now.</source>
            <translation>Only the highlighted tiles can be turned now.</translation>
        </message>
        <message>
            <source>That tile is already face down.</source>
            <translation>That tile is already face down.</translation>
        </message>
        <message>
            <source>Row %1, column %2</source>
            <translation>Row %1, column %2</translation>
        </message>
        <message>
            <source>you may turn it down</source>
            <translation>you may turn it down</translation>
        </message>
        <message>
            <source>Turn this tile down</source>
            <translation>Turn this tile down</translation>
        </message>
        <message>
            <source>you may turn it down with a die set aside</source>
            <translation>you may turn it down with a die set aside</translation>
        </message>
        <message>
            <source>Turn this tile down, setting a die aside</source>
            <translation>Turn this tile down, setting a die aside</translation>
        </message>
        <message>
            <source>you may turn it face up again</source>
            <translation>you may turn it face up again</translation>
        </message>
        <message>
            <source>Turn this tile face up again</source>
            <translation>Turn this tile face up again</translation>
        </message>
        <message>
            <source>its player could turn it down</source>
            <translation>its player could turn it down</translation>
        </message>
        <message>
            <source>%1's grid: %2</source>
            <translation>%1's grid: %2</translation>
        </message>
        <message>
            <source>rolls now</source>
            <translation>rolls now</translation>
        </message>
        <message>
            <source>being arranged</source>
            <translation>being arranged</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>face down</translation>
        </message>
        <message>
            <source>face up</source>
            <translation>face up</translation>
        </message>
        <message>
            <source>not laid out yet</source>
            <translation>not laid out yet</translation>
        </message>
        <message>
            <source>picked for a swap</source>
            <translation>picked for a swap</translation>
        </message>
        <message>
            <source>turned last</source>
            <translation>turned last</translation>
        </message>
        <message>
            <source>suggested</source>
            <translation>suggested</translation>
        </message>
        <message>
            <source>Put this tile back</source>
            <translation>Put this tile back</translation>
        </message>
        <message>
            <source>Pick this tile to swap it</source>
            <translation>Pick this tile to swap it</translation>
        </message>
        <message>
            <source>Swap it with the picked tile</source>
            <translation>Swap it with the picked tile</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Dice rolled by %1: %2</source>
            <translation>Dice rolled by %1: %2</translation>
        </message>
        <message>
            <source>Last roll, by %1: %2</source>
            <translation>Last roll, by %1: %2</translation>
        </message>
    </context>
    <context>
        <name>BingolinoControls</name>
        <message>
            <source>Dice</source>
            <translation>Dice</translation>
        </message>
        <message>
            <source>How many dice to roll:</source>
            <translation>How many dice to roll:</translation>
        </message>
        <message>
            <source>Roll this many dice (key %1)</source>
            <translation>Roll this many dice (key %1)</translation>
        </message>
        <message>
            <source>Roll %1</source>
            <translation>Roll %1</translation>
        </message>
        <message>
            <source>Your grid</source>
            <translation>Your grid</translation>
        </message>
        <message>
            <source>Arrange for me</source>
            <translation>Arrange for me</translation>
        </message>
        <message>
            <source>Lay the tiles out sensibly (key A)</source>
            <translation>Lay the tiles out sensibly (key A)</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Done</translation>
        </message>
        <message>
            <source>Keep this arrangement (key D)</source>
            <translation>Keep this arrangement (key D)</translation>
        </message>
        <message>
            <source>Show odds</source>
            <translation>Show odds</translation>
        </message>
        <message>
            <source>Show how likely each total is with 1 to 5 dice</source>
            <translation>Show how likely each total is with 1 to 5 dice</translation>
        </message>
        <message>
            <source>Keys: 1–5 roll; arrows and Enter choose a tile; A, D arrange, done.</source>
            <translation>Keys: 1–5 roll; arrows and Enter choose a tile; A, D arrange, done.</translation>
        </message>
        <message>
            <source>the total</source>
            <translation>the total</translation>
        </message>
        <message>
            <source>a die set aside</source>
            <translation>a die set aside</translation>
        </message>
        <message>
            <source>turn back up</source>
            <translation>turn back up</translation>
        </message>
        <message>
            <source>last tile turned</source>
            <translation>last tile turned</translation>
        </message>
    </context>
    <context>
        <name>BingolinoSheet</name>
        <message>
            <source>Bingolino score sheet</source>
            <translation>Bingolino score sheet</translation>
        </message>
        <message>
            <source>Player:</source>
            <translation>Player:</translation>
        </message>
        <message>
            <source>Stars:</source>
            <translation>Stars:</translation>
        </message>
        <message>
            <source>Turns:</source>
            <translation>Turns:</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Winner</translation>
        </message>
    </context>
    <context>
        <name>CoverScreen</name>
        <message>
            <source>Pass to %1</source>
            <translation>Pass to %1</translation>
        </message>
        <message>
            <source>The others should look away now.</source>
            <translation>The others should look away now.</translation>
        </message>
        <message>
            <source>%1, click when ready</source>
            <translation>%1, click when ready</translation>
        </message>
    </context>
    <context>
        <name>DominoAccess</name>
        <message numerus="yes">
            <source>%n stone(s)</source>
            <translation>
                <numerusform>%n stone</numerusform>
                <numerusform>%n stones</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DominoBoard</name>
        <message>
            <source>No trick has been finished yet.</source>
            <translation>No trick has been finished yet.</translation>
        </message>
        <message>
            <source>%1 wins the match!</source>
            <translation>%1 wins the match!</translation>
        </message>
        <message>
            <source>Deal %1 is over: read the summary, then press Next deal (or Enter).</source>
            <translation>Deal %1 is over: read the summary, then press Next deal (or Enter).</translation>
        </message>
        <message>
            <source>Click the table or press Space to go on.</source>
            <translation>Click the table or press Space to go on.</translation>
        </message>
        <message>
            <source>Big points</source>
            <translation>Big points</translation>
        </message>
        <message>
            <source>Waiting for %1…</source>
            <translation>Waiting for %1…</translation>
        </message>
        <message>
            <source>Lead a stone: click it, or pick it with the arrow keys and press Enter.</source>
            <translation>Lead a stone: click it, or pick it with the arrow keys and press Enter.</translation>
        </message>
        <message>
            <source>Answer %1's stone: only the highlighted stones may be played.</source>
            <translation>Answer %1's stone: only the highlighted stones may be played.</translation>
        </message>
        <message>
            <source>Answer %1's stone with any stone (the stock is still open).</source>
            <translation>Answer %1's stone with any stone (the stock is still open).</translation>
        </message>
        <message>
            <source>%1 · %2 this deal</source>
            <translation>%1 · %2 this deal</translation>
        </message>
        <message>
            <source>Suggestion: close the stock.</source>
            <translation>Suggestion: close the stock.</translation>
        </message>
        <message>
            <source>Suggestion: play %1.</source>
            <translation>Suggestion: play %1.</translation>
        </message>
        <message>
            <source>First close the summary of the deal: press Next deal.</source>
            <translation>First close the summary of the deal: press Next deal.</translation>
        </message>
        <message>
            <source>Close the stock?</source>
            <translation>Close the stock?</translation>
        </message>
        <message>
            <source>Nobody draws again and the follow rules apply at once. You must reach 70 points in this deal: if you fall short, your opponent scores big points.

Close the stock?</source>
            <translation>Nobody draws again and the follow rules apply at once. You must reach 70 points in this deal: if you fall short, your opponent scores big points.

Close the stock?</translation>
        </message>
        <message>
            <source>Trumps: %1</source>
            <translation>Trumps: %1</translation>
        </message>
        <message>
            <source>Closed by: %1</source>
            <translation>Closed by: %1</translation>
        </message>
        <message>
            <source>Last trick went to %1</source>
            <translation>Last trick went to %1</translation>
        </message>
        <message>
            <source>%1 drew %2</source>
            <translation>%1 drew %2</translation>
        </message>
        <message>
            <source>Suggestion: declare your doubles and lead %1.</source>
            <translation>Suggestion: declare your doubles and lead %1.</translation>
        </message>
        <message>
            <source>%1
%2 this deal</source>
            <translation>%1
%2 this deal</translation>
        </message>
        <message>
            <source>The match is played to %1 big points.</source>
            <translation>The match is played to %1 big points.</translation>
        </message>
        <message>
            <source>Click or press any key to go back.</source>
            <translation>Click or press any key to go back.</translation>
        </message>
        <message>
            <source>%1 led</source>
            <translation>%1 led</translation>
        </message>
        <message>
            <source>declared %1: %2</source>
            <translation>declared %1: %2</translation>
        </message>
        <message>
            <source>Deal %1 · %2</source>
            <translation>Deal %1 · %2</translation>
        </message>
        <message>
            <source>Follow rules apply: no more drawing.</source>
            <translation>Follow rules apply: no more drawing.</translation>
        </message>
        <message>
            <source>%1 reached 70 first.</source>
            <translation>%1 reached 70 first.</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n big point(s)</source>
            <translation>
                <numerusform>%n big point</numerusform>
                <numerusform>%n big points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n trick</numerusform>
                <numerusform>%n tricks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n double(s)</source>
            <translation>
                <numerusform>%n double</numerusform>
                <numerusform>%n doubles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stone(s) in the stock</source>
            <translation>
                <numerusform>%n stone in the stock</numerusform>
                <numerusform>%n stones in the stock</numerusform>
            </translation>
        </message>
        <message>
            <source>blanks</source>
            <translation>blanks</translation>
        </message>
        <message>
            <source>ones</source>
            <translation>ones</translation>
        </message>
        <message>
            <source>twos</source>
            <translation>twos</translation>
        </message>
        <message>
            <source>threes</source>
            <translation>threes</translation>
        </message>
        <message>
            <source>fours</source>
            <translation>fours</translation>
        </message>
        <message>
            <source>fives</source>
            <translation>fives</translation>
        </message>
        <message>
            <source>sixes</source>
            <translation>sixes</translation>
        </message>
        <message>
            <source>Russian rules</source>
            <translation>Russian rules</translation>
        </message>
        <message>
            <source>English rules</source>
            <translation>English rules</translation>
        </message>
        <message>
            <source>bingo took the trump double</source>
            <translation>bingo took the trump double</translation>
        </message>
        <message>
            <source>declared %1</source>
            <translation>declared %1</translation>
        </message>
        <message>
            <source>first to 70, opponent took no trick</source>
            <translation>first to 70, opponent took no trick</translation>
        </message>
        <message>
            <source>first to 70, opponent under %1</source>
            <translation>first to 70, opponent under %1</translation>
        </message>
        <message>
            <source>first to 70</source>
            <translation>first to 70</translation>
        </message>
        <message>
            <source>also reached 70</source>
            <translation>also reached 70</translation>
        </message>
        <message>
            <source>closed and made 70, opponent took no trick</source>
            <translation>closed and made 70, opponent took no trick</translation>
        </message>
        <message>
            <source>closed and made 70, opponent under %1</source>
            <translation>closed and made 70, opponent under %1</translation>
        </message>
        <message>
            <source>closed and made 70</source>
            <translation>closed and made 70</translation>
        </message>
        <message>
            <source>the opponent closed and missed 70</source>
            <translation>the opponent closed and missed 70</translation>
        </message>
        <message>
            <source>the opponent closed before this player took a trick, and missed 70</source>
            <translation>the opponent closed before this player took a trick, and missed 70</translation>
        </message>
        <message>
            <source>Deal %1 is over: %2, %3.</source>
            <translation>Deal %1 is over: %2, %3.</translation>
        </message>
        <message>
            <source>The lead is in %1: you hold a non-trump stone with that half, so you must play one.</source>
            <translation>The lead is in %1: you hold a non-trump stone with that half, so you must play one.</translation>
        </message>
        <message>
            <source>reached 70 after the opponent closed</source>
            <translation>reached 70 after the opponent closed</translation>
        </message>
        <message>
            <source>%1 leads the first deal (drawn by lot).</source>
            <translation>%1 leads the first deal (drawn by lot).</translation>
        </message>
        <message>
            <source>Deal %1: %2 leads, %3 turns up %4 — %5 are trumps.</source>
            <translation>Deal %1: %2 leads, %3 turns up %4 — %5 are trumps.</translation>
        </message>
        <message>
            <source>%1 plays %2.</source>
            <translation>%1 plays %2.</translation>
        </message>
        <message>
            <source>%1 declares %2: %3.</source>
            <translation>%1 declares %2: %3.</translation>
        </message>
        <message>
            <source>%1 closes the stock with %2 and %3; %4 has %5.</source>
            <translation>%1 closes the stock with %2 and %3; %4 has %5.</translation>
        </message>
        <message>
            <source>%1 takes the trick: %2.</source>
            <translation>%1 takes the trick: %2.</translation>
        </message>
        <message>
            <source>%1 wins the declared trick: %2 more.</source>
            <translation>%1 wins the declared trick: %2 more.</translation>
        </message>
        <message>
            <source>%1 wins the declared trick.</source>
            <translation>%1 wins the declared trick.</translation>
        </message>
        <message>
            <source>%1 lost the declared trick: the declaration scores nothing.</source>
            <translation>%1 lost the declared trick: the declaration scores nothing.</translation>
        </message>
        <message>
            <source>%1 draws the turned stone %2.</source>
            <translation>%1 draws the turned stone %2.</translation>
        </message>
        <message>
            <source>The stock is empty: from now on the follow rules apply.</source>
            <translation>The stock is empty: from now on the follow rules apply.</translation>
        </message>
        <message>
            <source>%1 is the first to reach 70 points.</source>
            <translation>%1 is the first to reach 70 points.</translation>
        </message>
        <message>
            <source>%1 scores %2: %3.</source>
            <translation>%1 scores %2: %3.</translation>
        </message>
        <message>
            <source>Nobody earned big points in this deal.</source>
            <translation>Nobody earned big points in this deal.</translation>
        </message>
        <message>
            <source>Both reached the target with the same big points: one more deal.</source>
            <translation>Both reached the target with the same big points: one more deal.</translation>
        </message>
        <message>
            <source>%1 wins the match %2 : %3!</source>
            <translation>%1 wins the match %2 : %3!</translation>
        </message>
        <message>
            <source>You have no %1 to follow, but you have %2 (the led stone's other half): play one of those.</source>
            <translation>You have no %1 to follow, but you have %2 (the led stone's other half): play one of those.</translation>
        </message>
        <message>
            <source>You cannot follow %1, so you must play a trump.</source>
            <translation>You cannot follow %1, so you must play a trump.</translation>
        </message>
        <message>
            <source>A trump was led: you must play a trump while you have one.</source>
            <translation>A trump was led: you must play a trump while you have one.</translation>
        </message>
        <message>
            <source>That stone is not in your hand.</source>
            <translation>That stone is not in your hand.</translation>
        </message>
        <message>
            <source>The stock is already closed.</source>
            <translation>The stock is already closed.</translation>
        </message>
        <message>
            <source>The stock is empty: there is nothing to close.</source>
            <translation>The stock is empty: there is nothing to close.</translation>
        </message>
        <message>
            <source>Under the English rules only the leader may close, before leading.</source>
            <translation>Under the English rules only the leader may close, before leading.</translation>
        </message>
        <message>
            <source>Doubles are declared only when leading.</source>
            <translation>Doubles are declared only when leading.</translation>
        </message>
        <message>
            <source>Declare by leading a double.</source>
            <translation>Declare by leading a double.</translation>
        </message>
        <message>
            <source>You need at least two doubles to declare.</source>
            <translation>You need at least two doubles to declare.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>It is not your turn.</translation>
        </message>
        <message>
            <source>You can declare only when leading a double while holding two or more.</source>
            <translation>You can declare only when leading a double while holding two or more.</translation>
        </message>
        <message>
            <source>You cannot close the stock now.</source>
            <translation>You cannot close the stock now.</translation>
        </message>
        <message>
            <source>%1 takes the trick: +%2</source>
            <translation>%1 takes the trick: +%2</translation>
        </message>
        <message>
            <source>Last trick: %1 led %2, %3 answered %4.</source>
            <translation>Last trick: %1 led %2, %3 answered %4.</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>face down</translation>
        </message>
        <message>
            <source>trump</source>
            <translation>trump</translation>
        </message>
        <message>
            <source>you may declare your doubles and lead it</source>
            <translation>you may declare your doubles and lead it</translation>
        </message>
        <message>
            <source>Declare your doubles and lead this stone</source>
            <translation>Declare your doubles and lead this stone</translation>
        </message>
        <message>
            <source>you may play it</source>
            <translation>you may play it</translation>
        </message>
        <message>
            <source>Play this stone</source>
            <translation>Play this stone</translation>
        </message>
        <message>
            <source>cannot be played now</source>
            <translation>cannot be played now</translation>
        </message>
        <message>
            <source>%1's hand: %2, face down</source>
            <translation>%1's hand: %2, face down</translation>
        </message>
        <message>
            <source>%1's hand: %2</source>
            <translation>%1's hand: %2</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Table: %1</source>
            <translation>Table: %1</translation>
        </message>
        <message>
            <source>Go on</source>
            <translation>Go on</translation>
        </message>
        <message>
            <source>turned up under it: %1</source>
            <translation>turned up under it: %1</translation>
        </message>
        <message>
            <source>the trump stone under it lies face down: the stock is closed</source>
            <translation>the trump stone under it lies face down: the stock is closed</translation>
        </message>
        <message>
            <source>Close the stock</source>
            <translation>Close the stock</translation>
        </message>
        <message>
            <source>to move</source>
            <translation>to move</translation>
        </message>
    </context>
    <context>
        <name>DominoControls</name>
        <message>
            <source>Each deal is written here when it ends.</source>
            <translation>Each deal is written here when it ends.</translation>
        </message>
        <message>
            <source>Your move</source>
            <translation>Your move</translation>
        </message>
        <message>
            <source>Close the stock</source>
            <translation>Close the stock</translation>
        </message>
        <message>
            <source>Turn the trump stone face down: no more drawing, strict following, and you promise to reach 70 points (key C)</source>
            <translation>Turn the trump stone face down: no more drawing, strict following, and you promise to reach 70 points (key C)</translation>
        </message>
        <message>
            <source>Declare doubles</source>
            <translation>Declare doubles</translation>
        </message>
        <message>
            <source>Show all your doubles with the double you lead; they score if you win the trick (key D)</source>
            <translation>Show all your doubles with the double you lead; they score if you win the trick (key D)</translation>
        </message>
        <message>
            <source>Click a stone in your hand to play it.</source>
            <translation>Click a stone in your hand to play it.</translation>
        </message>
        <message>
            <source>Show last trick</source>
            <translation>Show last trick</translation>
        </message>
        <message>
            <source>Bring back the last finished trick: both stones, who led, who took it and the points, until your next click or key (key T)</source>
            <translation>Bring back the last finished trick: both stones, who led, who took it and the points, until your next click or key (key T)</translation>
        </message>
        <message>
            <source>Score pad</source>
            <translation>Score pad</translation>
        </message>
    </context>
    <context>
        <name>DominoPad</name>
        <message>
            <source>Deal</source>
            <translation>Deal</translation>
        </message>
        <message>
            <source>Trumps</source>
            <translation>Trumps</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Tricks</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>Closed</translation>
        </message>
        <message>
            <source>Declared</source>
            <translation>Declared</translation>
        </message>
        <message>
            <source>Big points awarded</source>
            <translation>Big points awarded</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>%1; score %2</source>
            <translation>%1; score %2</translation>
        </message>
        <message>
            <source>%1 at %2 : %3</source>
            <translation>%1 at %2 : %3</translation>
        </message>
        <message>
            <source>%1 +%2 (%3)</source>
            <translation>%1 +%2 (%3)</translation>
        </message>
        <message>
            <source>%1 · match to %2</source>
            <translation>%1 · match to %2</translation>
        </message>
        <message>
            <source>%1 against %2 · %3 · match to %4</source>
            <translation>%1 against %2 · %3 · match to %4</translation>
        </message>
        <message>
            <source>No deal yet.</source>
            <translation>No deal yet.</translation>
        </message>
        <message>
            <source>Player 1</source>
            <translation>Player 1</translation>
        </message>
        <message>
            <source>Player 2</source>
            <translation>Player 2</translation>
        </message>
        <message>
            <source>%1 against %2</source>
            <translation>%1 against %2</translation>
        </message>
        <message>
            <source>Rules: Russian / English · match to 7 / 8 big points</source>
            <translation>Rules: Russian / English · match to 7 / 8 big points</translation>
        </message>
        <message>
            <source>%1 won the match %2 : %3.</source>
            <translation>%1 won the match %2 : %3.</translation>
        </message>
        <message>
            <source>Domino Bingo score pad</source>
            <translation>Domino Bingo score pad</translation>
        </message>
        <message>
            <source>page %1 of %2</source>
            <translation>page %1 of %2</translation>
        </message>
        <message>
            <source>Points: stones won and declarations. Big points: first to 70 — 1, opponent low — 2, opponent without a trick — 3; bingo takes the trump double — 1.</source>
            <translation>Points: stones won and declarations. Big points: first to 70 — 1, opponent low — 2, opponent without a trick — 3; bingo takes the trump double — 1.</translation>
        </message>
    </context>
    <context>
        <name>DominoSummary</name>
        <message>
            <source>Deal %1 is over</source>
            <translation>Deal %1 is over</translation>
        </message>
        <message>
            <source>Winner: %1</source>
            <translation>Winner: %1</translation>
        </message>
        <message>
            <source>Deal %1 (the match was decided during it)</source>
            <translation>Deal %1 (the match was decided during it)</translation>
        </message>
        <message>
            <source>%1 reached the target of %2 big points and is ahead: %3.</source>
            <translation>%1 reached the target of %2 big points and is ahead: %3.</translation>
        </message>
        <message>
            <source>%1: trick lost</source>
            <translation>%1: trick lost</translation>
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
            <translation>Points</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Tricks</translation>
        </message>
        <message>
            <source>Declared</source>
            <translation>Declared</translation>
        </message>
        <message>
            <source>Big points</source>
            <translation>Big points</translation>
        </message>
        <message>
            <source>%1 closed the stock with the score %2.</source>
            <translation>%1 closed the stock with the score %2.</translation>
        </message>
        <message>
            <source>Match to %1: %2</source>
            <translation>Match to %1: %2</translation>
        </message>
        <message>
            <source>First to 70 points: %1.</source>
            <translation>First to 70 points: %1.</translation>
        </message>
        <message>
            <source>%1: %2 — %3</source>
            <translation>%1: %2 — %3</translation>
        </message>
        <message>
            <source>Big points awarded:</source>
            <translation>Big points awarded:</translation>
        </message>
        <message>
            <source>Nobody earned big points in this deal.</source>
            <translation>Nobody earned big points in this deal.</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Play again</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Next deal</translation>
        </message>
    </context>
    <context>
        <name>EndWords</name>
        <message numerus="yes">
            <source>%n players share the win</source>
            <translation>
                <numerusform>%n players share the win</numerusform>
                <numerusform>%n players share the win</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>GameBoard</name>
        <message>
            <source>Click the table or press Space to go on.</source>
            <translation>Click the table or press Space to go on.</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Play again</translation>
        </message>
        <message>
            <source>Review and analyse</source>
            <translation>Review and analyse</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <source>Coming soon</source>
            <translation>Coming soon</translation>
        </message>
        <message>
            <source>New to this game? Learn to play</source>
            <translation>New to this game? Learn to play</translation>
        </message>
        <message>
            <source>Play %1</source>
            <translation>Play %1</translation>
        </message>
        <message>
            <source>%1: coming soon</source>
            <translation>%1: coming soon</translation>
        </message>
        <message>
            <source>Learn to play %1</source>
            <translation>Learn to play %1</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>Now it is %1's turn: click again.</source>
            <translation>Now it is %1's turn: click again.</translation>
        </message>
        <message>
            <source>The hint could not be worked out. Please try again.</source>
            <translation>The hint could not be worked out. Please try again.</translation>
        </message>
        <message>
            <source>Could not write the autosave.</source>
            <translation>Could not write the autosave.</translation>
        </message>
    </context>
    <context>
        <name>HelpDialog</name>
        <message>
            <source>Keyboard and screen reader</source>
            <translation>Keyboard and screen reader</translation>
        </message>
        <message>
            <source>This page is not written yet.</source>
            <translation>This page is not written yet.</translation>
        </message>
    </context>
    <context>
        <name>HistoryPlurals</name>
        <message numerus="yes">
            <source>%n win(s) in a row</source>
            <translation>
                <numerusform>%n win in a row</numerusform>
                <numerusform>%n wins in a row</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n game</numerusform>
                <numerusform>%n games</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Finished in %n turn(s)</source>
            <translation>
                <numerusform>Finished in %n turn</numerusform>
                <numerusform>Finished in %n turns</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) recorded from the saves.</source>
            <translation>
                <numerusform>%n finished game recorded from the saves.</numerusform>
                <numerusform>%n finished games recorded from the saves.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The %n game(s) played with this profile stay in the game library under its last name, as a guest’s; its statistics are deleted.</source>
            <translation>
                <numerusform>The %n game played with this profile stays in the game library under its last name, as a guest’s; its statistics are deleted.</numerusform>
                <numerusform>The %n games played with this profile stay in the game library under its last name, as a guest’s; its statistics are deleted.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HistoryUi</name>
        <message>
            <source>The game history could not be used</source>
            <translation>The game history could not be used</translation>
        </message>
        <message>
            <source>The game history is not available</source>
            <translation>The game history is not available</translation>
        </message>
        <message>
            <source>The game history could not be read. It was set aside as “%1” (nothing was deleted) and a new, empty history started.</source>
            <translation>The game history could not be read. It was set aside as “%1” (nothing was deleted) and a new, empty history started.</translation>
        </message>
        <message>
            <source>The game history was damaged</source>
            <translation>The game history was damaged</translation>
        </message>
        <message>
            <source>The history file or its folder is read-only.</source>
            <translation>The history file or its folder is read-only.</translation>
        </message>
        <message>
            <source>The disk is full.</source>
            <translation>The disk is full.</translation>
        </message>
        <message>
            <source>Bingolino is not allowed to use the history file or its folder.</source>
            <translation>Bingolino is not allowed to use the history file or its folder.</translation>
        </message>
        <message>
            <source>The data folder’s path is too long for it (%1 characters; at most %2). Choose a shorter data folder.</source>
            <translation>The data folder’s path is too long for it (%1 characters; at most %2). Choose a shorter data folder.</translation>
        </message>
        <message>
            <source>Its file name is taken by something that is not an ordinary file.</source>
            <translation>Its file name is taken by something that is not an ordinary file.</translation>
        </message>
        <message>
            <source>Another Bingolino window kept it busy for too long.</source>
            <translation>Another Bingolino window kept it busy for too long.</translation>
        </message>
        <message>
            <source>The system refused to open or write its file.</source>
            <translation>The system refused to open or write its file.</translation>
        </message>
        <message>
            <source>The game history was written by a newer version of Bingolino. It is left as it is; games are not recorded until Bingolino is updated.</source>
            <translation>The game history was written by a newer version of Bingolino. It is left as it is; games are not recorded until Bingolino is updated.</translation>
        </message>
        <message>
            <source>Another Bingolino window kept the game history busy for too long. Close the other window or try again in a moment.</source>
            <translation>Another Bingolino window kept the game history busy for too long. Close the other window or try again in a moment.</translation>
        </message>
        <message>
            <source>The finished games that waited are now in the history.</source>
            <translation>The finished games that waited are now in the history.</translation>
        </message>
        <message>
            <source>There is a profile named “%1” already.</source>
            <translation>There is a profile named “%1” already.</translation>
        </message>
        <message>
            <source>A profile needs a name.</source>
            <translation>A profile needs a name.</translation>
        </message>
        <message>
            <source>This profile no longer exists.</source>
            <translation>This profile no longer exists.</translation>
        </message>
        <message>
            <source>This game is no longer in the history.</source>
            <translation>This game is no longer in the history.</translation>
        </message>
        <message>
            <source>This game’s record in the history is damaged, so it cannot be opened. The other games are not affected.</source>
            <translation>This game’s record in the history is damaged, so it cannot be opened. The other games are not affected.</translation>
        </message>
        <message>
            <source>The game history could not be used: %1</source>
            <translation>The game history could not be used: %1</translation>
        </message>
        <message>
            <source>The finished game is kept and will be recorded in the history as soon as it can be written.</source>
            <translation>The finished game is kept and will be recorded in the history as soon as it can be written.</translation>
        </message>
        <message>
            <source>Standard rules</source>
            <translation>Standard rules</translation>
        </message>
        <message>
            <source>Not finished</source>
            <translation>Not finished</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Draw</translation>
        </message>
        <message>
            <source>Won by %1</source>
            <translation>Won by %1</translation>
        </message>
        <message>
            <source>Personal best for %1: %2 (before: %3).</source>
            <translation>Personal best for %1: %2 (before: %3).</translation>
        </message>
        <message>
            <source>Could not open the game</source>
            <translation>Could not open the game</translation>
        </message>
    </context>
    <context>
        <name>HostDialog</name>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <source>Friend</source>
            <translation>Friend</translation>
        </message>
        <message>
            <source>joins with the invite</source>
            <translation>joins with the invite</translation>
        </message>
        <message>
            <source>Table: %1</source>
            <translation>Table: %1</translation>
        </message>
        <message>
            <source>Type the server's address, for example example.org:8765 or wss://example.org.</source>
            <translation>Type the server's address, for example example.org:8765 or wss://example.org.</translation>
        </message>
        <message>
            <source>Host a table: %1</source>
            <translation>Host a table: %1</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Game:</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Table</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Mode</translation>
        </message>
        <message>
            <source>Live: everyone at the table now</source>
            <translation>Live: everyone at the table now</translation>
        </message>
        <message>
            <source>Turn-based: each moves when it suits them</source>
            <translation>Turn-based: each moves when it suits them</translation>
        </message>
        <message>
            <source>A turn-based table can last for days: the start page shows the tables where it is your turn.</source>
            <translation>A turn-based table can last for days: the start page shows the tables where it is your turn.</translation>
        </message>
        <message>
            <source>A player away</source>
            <translation>A player away</translation>
        </message>
        <message>
            <source>The game waits</source>
            <translation>The game waits</translation>
        </message>
        <message>
            <source>A computer plays after (minutes):</source>
            <translation>A computer plays after (minutes):</translation>
        </message>
        <message>
            <source>Minutes of absence before a computer plays the seat, until its player comes back</source>
            <translation>Minutes of absence before a computer plays the seat, until its player comes back</translation>
        </message>
        <message>
            <source>The level of the computer that plays for an absent player</source>
            <translation>The level of the computer that plays for an absent player</translation>
        </message>
        <message>
            <source>Server</source>
            <translation>Server</translation>
        </message>
        <message>
            <source>This computer (home network)</source>
            <translation>This computer (home network)</translation>
        </message>
        <message>
            <source>A server on the internet</source>
            <translation>A server on the internet</translation>
        </message>
        <message>
            <source>This computer serves the table while Bingolino is open here. A table server on the internet serves it always (see “Playing across computers” in the README).</source>
            <translation>This computer serves the table while Bingolino is open here. A table server on the internet serves it always (see “Playing across computers” in the README).</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Address</translation>
        </message>
        <message>
            <source>Name on the network</source>
            <translation>Name on the network</translation>
        </message>
        <message>
            <source>Host</source>
            <translation>Host</translation>
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
            <translation>Looking for tables on this network…</translation>
        </message>
        <message>
            <source>Choose a table to fill in its address; the code comes from its host.</source>
            <translation>Choose a table to fill in its address; the code comes from its host.</translation>
        </message>
        <message>
            <source>Paste the invite link, or type the code (ten letters and digits, like ABCDE-FGHJK).</source>
            <translation>Paste the invite link, or type the code (ten letters and digits, like ABCDE-FGHJK).</translation>
        </message>
        <message>
            <source>Type the address of the table's server, or choose a table found on this network.</source>
            <translation>Type the address of the table's server, or choose a table found on this network.</translation>
        </message>
        <message>
            <source>Type your name.</source>
            <translation>Type your name.</translation>
        </message>
        <message>
            <source>Join a table</source>
            <translation>Join a table</translation>
        </message>
        <message>
            <source>Invite</source>
            <translation>Invite</translation>
        </message>
        <message>
            <source>Link or code</source>
            <translation>Link or code</translation>
        </message>
        <message>
            <source>or</source>
            <translation>or</translation>
        </message>
        <message>
            <source>The host's table shows its invite: a link to paste, or a code to type</source>
            <translation>The host's table shows its invite: a link to paste, or a code to type</translation>
        </message>
        <message>
            <source>Server</source>
            <translation>Server</translation>
        </message>
        <message>
            <source>address, for example %1</source>
            <translation>address, for example %1</translation>
        </message>
        <message>
            <source>Only with a code: where the table is served (a link names it)</source>
            <translation>Only with a code: where the table is served (a link names it)</translation>
        </message>
        <message>
            <source>Tables on this network</source>
            <translation>Tables on this network</translation>
        </message>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>Your name</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>Join</translation>
        </message>
    </context>
    <context>
        <name>LayoutChoice</name>
        <message>
            <source>Same board as last game</source>
            <translation>Same board as last game</translation>
        </message>
        <message>
            <source>My drawn layout</source>
            <translation>My drawn layout</translation>
        </message>
        <message>
            <source>Draw a layout…</source>
            <translation>Draw a layout…</translation>
        </message>
    </context>
    <context>
        <name>LayoutEditor</name>
        <message numerus="yes">
            <source>%n tile(s) laid</source>
            <translation>
                <numerusform>%n tile laid</numerusform>
                <numerusform>%n tiles laid</numerusform>
            </translation>
        </message>
        <message>
            <source>A board needs exactly 56 tiles.</source>
            <translation>A board needs exactly 56 tiles.</translation>
        </message>
        <message>
            <source>The tiles must form one group: each touches another by a side or a corner.</source>
            <translation>The tiles must form one group: each touches another by a side or a corner.</translation>
        </message>
        <message>
            <source>56 tiles in one group: ready to play.</source>
            <translation>56 tiles in one group: ready to play.</translation>
        </message>
        <message>
            <source>Draw a starting layout</source>
            <translation>Draw a starting layout</translation>
        </message>
        <message>
            <source>Click or drag over the grid to lay tiles and to take them away (arrow keys and Space work too). Lay exactly 56 tiles in one group.</source>
            <translation>Click or drag over the grid to lay tiles and to take them away (arrow keys and Space work too). Lay exactly 56 tiles in one group.</translation>
        </message>
        <message>
            <source>Start from the cross</source>
            <translation>Start from the cross</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Random</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Clear</translation>
        </message>
    </context>
    <context>
        <name>LessonCallout</name>
        <message>
            <source>Skip lesson</source>
            <translation>Skip lesson</translation>
        </message>
        <message>
            <source>End the lesson and go back to the start page</source>
            <translation>End the lesson and go back to the start page</translation>
        </message>
        <message>
            <source>Enter or Space</source>
            <translation>Enter or Space</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 of %2</translation>
        </message>
    </context>
    <context>
        <name>LessonMenu</name>
        <message>
            <source>&amp;Learn to play</source>
            <translation>&amp;Learn to play</translation>
        </message>
    </context>
    <context>
        <name>LessonRunner</name>
        <message>
            <source>Read this first, then press Next.</source>
            <translation>Read this first, then press Next.</translation>
        </message>
        <message>
            <source>Wait a moment: the computer is moving.</source>
            <translation>Wait a moment: the computer is moving.</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Finish</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Next</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>Learn to play</source>
            <translation>Learn to play</translation>
        </message>
        <message>
            <source>This lesson could not be started: its file is missing or damaged. Reinstalling Bingolino brings it back.</source>
            <translation>This lesson could not be started: its file is missing or damaged. Reinstalling Bingolino brings it back.</translation>
        </message>
        <message>
            <source>Lesson finished. The game is over.</source>
            <translation>Lesson finished. The game is over.</translation>
        </message>
        <message>
            <source>Lesson finished. This game goes on against the computer.</source>
            <translation>Lesson finished. This game goes on against the computer.</translation>
        </message>
    </context>
    <context>
        <name>LibraryModel</name>
        <message>
            <source>Record damaged: cannot be opened</source>
            <translation>Record damaged: cannot be opened</translation>
        </message>
        <message>
            <source>Some facts of this entry were damaged and are not shown; the game may still open.</source>
            <translation>Some facts of this entry were damaged and are not shown; the game may still open.</translation>
        </message>
    </context>
    <context>
        <name>LibraryWindow</name>
        <message>
            <source>All games</source>
            <translation>All games</translation>
        </message>
        <message>
            <source>Everybody</source>
            <translation>Everybody</translation>
        </message>
        <message>
            <source>games.csv</source>
            <translation>games.csv</translation>
        </message>
        <message>
            <source>Export the list</source>
            <translation>Export the list</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV files (*.csv)</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Scores</translation>
        </message>
        <message>
            <source>Winners</source>
            <translation>Winners</translation>
        </message>
        <message>
            <source>Turns</source>
            <translation>Turns</translation>
        </message>
        <message>
            <source>Game number</source>
            <translation>Game number</translation>
        </message>
        <message>
            <source>Could not export the list</source>
            <translation>Could not export the list</translation>
        </message>
        <message>
            <source>Could not import the saved games</source>
            <translation>Could not import the saved games</translation>
        </message>
        <message>
            <source>Game library</source>
            <translation>Game library</translation>
        </message>
        <message>
            <source>Finished games</source>
            <translation>Finished games</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Game:</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>&amp;Player:</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Name:</translation>
        </message>
        <message>
            <source>part of a player’s name</source>
            <translation>part of a player’s name</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Result</translation>
        </message>
        <message>
            <source>&amp;Import saved games</source>
            <translation>&amp;Import saved games</translation>
        </message>
        <message>
            <source>Record the finished games among your saved games (each once)</source>
            <translation>Record the finished games among your saved games (each once)</translation>
        </message>
        <message>
            <source>&amp;Export CSV…</source>
            <translation>&amp;Export CSV…</translation>
        </message>
        <message>
            <source>&amp;Open game</source>
            <translation>&amp;Open game</translation>
        </message>
        <message>
            <source>&amp;Review and analyse</source>
            <translation>&amp;Review and analyse</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
    </context>
    <context>
        <name>LinoBoard</name>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stone(s) left</source>
            <translation>
                <numerusform>%n stone left</numerusform>
                <numerusform>%n stones left</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n move(s) left</source>
            <translation>
                <numerusform>%n move left</numerusform>
                <numerusform>%n moves left</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 wins by %n point(s)!</source>
            <translation>
                <numerusform>%1 wins by %n point!</numerusform>
                <numerusform>%1 wins by %n points!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 wins the match by %n point(s)!</source>
            <translation>
                <numerusform>%1 wins the match by %n point!</numerusform>
                <numerusform>%1 wins the match by %n points!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A draw: %n point(s) each.</source>
            <translation>
                <numerusform>A draw: %n point each.</numerusform>
                <numerusform>A draw: %n points each.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Game 1 is over: %1 leads by %n point(s).</source>
            <translation>
                <numerusform>Game 1 is over: %1 leads by %n point.</numerusform>
                <numerusform>Game 1 is over: %1 leads by %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Game 1 is over: %n point(s) each.</source>
            <translation>
                <numerusform>Game 1 is over: %n point each.</numerusform>
                <numerusform>Game 1 is over: %n points each.</numerusform>
            </translation>
        </message>
        <message>
            <source>blue</source>
            <translation>blue</translation>
        </message>
        <message>
            <source>white</source>
            <translation>white</translation>
        </message>
        <message>
            <source>The tiles are laid out.</source>
            <translation>The tiles are laid out.</translation>
        </message>
        <message>
            <source>Second game of the match on the same tiles: %1 begins.</source>
            <translation>Second game of the match on the same tiles: %1 begins.</translation>
        </message>
        <message>
            <source>Building: %1 moves a tile first; three moves each.</source>
            <translation>Building: %1 moves a tile first; three moves each.</translation>
        </message>
        <message>
            <source>%1: tile %2 → %3</source>
            <translation>%1: tile %2 → %3</translation>
        </message>
        <message>
            <source>%1: stone on %2</source>
            <translation>%1: stone on %2</translation>
        </message>
        <message>
            <source>%1 closes the row %2–%3: +%4</source>
            <translation>%1 closes the row %2–%3: +%4</translation>
        </message>
        <message>
            <source>%1: run of %2 stones %3–%4: +%5</source>
            <translation>%1: run of %2 stones %3–%4: +%5</translation>
        </message>
        <message>
            <source>%1: +%2 for the empty blue tile on %3</source>
            <translation>%1: +%2 for the empty blue tile on %3</translation>
        </message>
        <message>
            <source>%1: +%2 for the empty white tile on %3</source>
            <translation>%1: +%2 for the empty white tile on %3</translation>
        </message>
        <message>
            <source>%1: +10 for the star on %2</source>
            <translation>%1: +10 for the star on %2</translation>
        </message>
        <message>
            <source>The game is over: %1.</source>
            <translation>The game is over: %1.</translation>
        </message>
        <message>
            <source>Game %1 is over: %2.</source>
            <translation>Game %1 is over: %2.</translation>
        </message>
        <message>
            <source>A draw, %1 to %2.</source>
            <translation>A draw, %1 to %2.</translation>
        </message>
        <message>
            <source>%1 wins, %2 to %3.</source>
            <translation>%1 wins, %2 to %3.</translation>
        </message>
        <message>
            <source>%1: %2 · %3: %4</source>
            <translation>%1: %2 · %3: %4</translation>
        </message>
        <message>
            <source>The board is built. %1 places the first stone.</source>
            <translation>The board is built. %1 places the first stone.</translation>
        </message>
        <message>
            <source>This tile has been moved once already.</source>
            <translation>This tile has been moved once already.</translation>
        </message>
        <message>
            <source>A tile has lain there before: only never-used cells may take a tile.</source>
            <translation>A tile has lain there before: only never-used cells may take a tile.</translation>
        </message>
        <message>
            <source>All tiles must stay one group, touching by a side or a corner.</source>
            <translation>All tiles must stay one group, touching by a side or a corner.</translation>
        </message>
        <message>
            <source>That is too far from the board.</source>
            <translation>That is too far from the board.</translation>
        </message>
        <message>
            <source>That tile already holds a stone.</source>
            <translation>That tile already holds a stone.</translation>
        </message>
        <message>
            <source>The board is built: tiles no longer move.</source>
            <translation>The board is built: tiles no longer move.</translation>
        </message>
        <message>
            <source>Stones are placed once the board is built.</source>
            <translation>Stones are placed once the board is built.</translation>
        </message>
        <message>
            <source>Click the board or press Space to begin game 2.</source>
            <translation>Click the board or press Space to begin game 2.</translation>
        </message>
        <message>
            <source>Waiting for %1…</source>
            <translation>Waiting for %1…</translation>
        </message>
        <message>
            <source>Move a tile (%1): drag it to a green cell, or click it and then the cell.</source>
            <translation>Move a tile (%1): drag it to a green cell, or click it and then the cell.</translation>
        </message>
        <message>
            <source>Place a stone on an empty tile.</source>
            <translation>Place a stone on an empty tile.</translation>
        </message>
        <message>
            <source>%1 · rows %2</source>
            <translation>%1 · rows %2</translation>
        </message>
        <message>
            <source>Folded corner: moved once, stays put</source>
            <translation>Folded corner: moved once, stays put</translation>
        </message>
        <message>
            <source>Each player's latest tile move</source>
            <translation>Each player's latest tile move</translation>
        </message>
        <message>
            <source>Each player's latest stone</source>
            <translation>Each player's latest stone</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <source>Rows</source>
            <translation>Rows</translation>
        </message>
        <message>
            <source>Runs</source>
            <translation>Runs</translation>
        </message>
        <message>
            <source>Bonus</source>
            <translation>Bonus</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Game %1</source>
            <translation>Game %1</translation>
        </message>
        <message>
            <source>%1's latest stone</source>
            <translation>%1's latest stone</translation>
        </message>
        <message>
            <source>%1's latest tile move began here</source>
            <translation>%1's latest tile move began here</translation>
        </message>
        <message>
            <source>%1's latest tile move, from %2</source>
            <translation>%1's latest tile move, from %2</translation>
        </message>
        <message>
            <source>no tile</source>
            <translation>no tile</translation>
        </message>
        <message>
            <source>the picked tile may go here</source>
            <translation>the picked tile may go here</translation>
        </message>
        <message>
            <source>Move the picked tile here</source>
            <translation>Move the picked tile here</translation>
        </message>
        <message>
            <source>a tile lay here before</source>
            <translation>a tile lay here before</translation>
        </message>
        <message>
            <source>tile, empty</source>
            <translation>tile, empty</translation>
        </message>
        <message>
            <source>its back: a star</source>
            <translation>its back: a star</translation>
        </message>
        <message>
            <source>its back: blue, %1</source>
            <translation>its back: blue, %1</translation>
        </message>
        <message>
            <source>its back: white, %1</source>
            <translation>its back: white, %1</translation>
        </message>
        <message>
            <source>a tile may be moved here</source>
            <translation>a tile may be moved here</translation>
        </message>
        <message>
            <source>tile with a blue stone</source>
            <translation>tile with a blue stone</translation>
        </message>
        <message>
            <source>tile with a white stone</source>
            <translation>tile with a white stone</translation>
        </message>
        <message>
            <source>picked to move</source>
            <translation>picked to move</translation>
        </message>
        <message>
            <source>Put the tile down again</source>
            <translation>Put the tile down again</translation>
        </message>
        <message>
            <source>moved once, stays put</source>
            <translation>moved once, stays put</translation>
        </message>
        <message>
            <source>a stone here closes a row: +%1</source>
            <translation>a stone here closes a row: +%1</translation>
        </message>
        <message>
            <source>you may place a stone here</source>
            <translation>you may place a stone here</translation>
        </message>
        <message>
            <source>Place a stone here</source>
            <translation>Place a stone here</translation>
        </message>
        <message>
            <source>you may move this tile</source>
            <translation>you may move this tile</translation>
        </message>
        <message>
            <source>Pick this tile to move it</source>
            <translation>Pick this tile to move it</translation>
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
            <translation>to move</translation>
        </message>
        <message>
            <source>The board, %1 to %2</source>
            <translation>The board, %1 to %2</translation>
        </message>
        <message>
            <source>Begin game 2</source>
            <translation>Begin game 2</translation>
        </message>
        <message>
            <source>%1's latest stone: %2</source>
            <translation>%1's latest stone: %2</translation>
        </message>
        <message>
            <source>%1's latest tile move: %2 to %3</source>
            <translation>%1's latest tile move: %2 to %3</translation>
        </message>
    </context>
    <context>
        <name>LinoControls</name>
        <message>
            <source>Rows one stone short (N)</source>
            <translation>Rows one stone short (N)</translation>
        </message>
        <message>
            <source>Mark the tiles where a stone would close a row now</source>
            <translation>Mark the tiles where a stone would close a row now</translation>
        </message>
        <message>
            <source>Blue stones are round, white ones square.</source>
            <translation>Blue stones are round, white ones square.</translation>
        </message>
        <message>
            <source>Keys: arrows, Enter, Escape.</source>
            <translation>Keys: arrows, Enter, Escape.</translation>
        </message>
        <message>
            <source>Begin game 2</source>
            <translation>Begin game 2</translation>
        </message>
    </context>
    <context>
        <name>LinoSheet</name>
        <message>
            <source>Lino score card</source>
            <translation>Lino score card</translation>
        </message>
        <message>
            <source>Game %1</source>
            <translation>Game %1</translation>
        </message>
        <message>
            <source>Stone</source>
            <translation>Stone</translation>
        </message>
        <message>
            <source>Runs of 4+</source>
            <translation>Runs of 4+</translation>
        </message>
        <message>
            <source>Bonus (numbers, stars)</source>
            <translation>Bonus (numbers, stars)</translation>
        </message>
        <message>
            <source>Closed rows</source>
            <translation>Closed rows</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Final board, game %1</source>
            <translation>Final board, game %1</translation>
        </message>
        <message>
            <source>Starting cross</source>
            <translation>Starting cross</translation>
        </message>
        <message>
            <source>Begins: %1</source>
            <translation>Begins: %1</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Blue</translation>
        </message>
        <message>
            <source>White</source>
            <translation>White</translation>
        </message>
        <message>
            <source>Tiles:</source>
            <translation>Tiles:</translation>
        </message>
        <message>
            <source>Runs of 4+:</source>
            <translation>Runs of 4+:</translation>
        </message>
    </context>
    <context>
        <name>LobbyPage</name>
        <message>
            <source>Copied: %1</source>
            <translation>Copied: %1</translation>
        </message>
        <message>
            <source>%1 (you)</source>
            <translation>%1 (you)</translation>
        </message>
        <message>
            <source>%1: computer, %2</source>
            <translation>%1: computer, %2</translation>
        </message>
        <message>
            <source>%1: joined</source>
            <translation>%1: joined</translation>
        </message>
        <message>
            <source>%1: away</source>
            <translation>%1: away</translation>
        </message>
        <message>
            <source>waiting for a player…</source>
            <translation>waiting for a player…</translation>
        </message>
        <message>
            <source>Table: %1</source>
            <translation>Table: %1</translation>
        </message>
        <message>
            <source>turn-based</source>
            <translation>turn-based</translation>
        </message>
        <message>
            <source>live</source>
            <translation>live</translation>
        </message>
        <message>
            <source>The connection to the table was lost. Reconnecting…</source>
            <translation>The connection to the table was lost. Reconnecting…</translation>
        </message>
        <message>
            <source>The connection to the table is closed.</source>
            <translation>The connection to the table is closed.</translation>
        </message>
        <message numerus="yes">
            <source>Waiting for %n more player(s) to join…</source>
            <translation>
                <numerusform>Waiting for %n more player to join…</numerusform>
                <numerusform>Waiting for %n more players to join…</numerusform>
            </translation>
        </message>
        <message>
            <source>Every seat is taken: the game begins.</source>
            <translation>Every seat is taken: the game begins.</translation>
        </message>
        <message>
            <source>This computer serves the table. While Bingolino is closed here, the table waits.</source>
            <translation>This computer serves the table. While Bingolino is closed here, the table waits.</translation>
        </message>
        <message>
            <source>This computer serves the table: keep Bingolino open until the game is over.</source>
            <translation>This computer serves the table: keep Bingolino open until the game is over.</translation>
        </message>
        <message>
            <source>You can leave and come back: the start page lists your tables.</source>
            <translation>You can leave and come back: the start page lists your tables.</translation>
        </message>
        <message>
            <source>Invite your friends</source>
            <translation>Invite your friends</translation>
        </message>
        <message>
            <source>Code:</source>
            <translation>Code:</translation>
        </message>
        <message>
            <source>Invite code</source>
            <translation>Invite code</translation>
        </message>
        <message>
            <source>Copy code</source>
            <translation>Copy code</translation>
        </message>
        <message>
            <source>Link:</source>
            <translation>Link:</translation>
        </message>
        <message>
            <source>Invite link</source>
            <translation>Invite link</translation>
        </message>
        <message>
            <source>Copy link</source>
            <translation>Copy link</translation>
        </message>
        <message>
            <source>On this network, Game → Join a table… lists this table as “%1”: your friends choose it and type the code. Friends elsewhere need the link.</source>
            <translation>On this network, Game → Join a table… lists this table as “%1”: your friends choose it and type the code. Friends elsewhere need the link.</translation>
        </message>
        <message>
            <source>Your friends choose Game → Join a table… and paste the link, or type the code with this computer’s address.</source>
            <translation>Your friends choose Game → Join a table… and paste the link, or type the code with this computer’s address.</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Leave table</source>
            <translation>Leave table</translation>
        </message>
        <message>
            <source>Back to the start page. Your seat stays yours: come back to it from there.</source>
            <translation>Back to the start page. Your seat stays yours: come back to it from there.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Game</translation>
        </message>
        <message>
            <source>&amp;New…</source>
            <translation>&amp;New…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Open…</translation>
        </message>
        <message>
            <source>&amp;Host a table…</source>
            <translation>&amp;Host a table…</translation>
        </message>
        <message>
            <source>A game with friends at other computers: this computer serves the table</source>
            <translation>A game with friends at other computers: this computer serves the table</translation>
        </message>
        <message>
            <source>&amp;Join a table…</source>
            <translation>&amp;Join a table…</translation>
        </message>
        <message>
            <source>Sit down at a friend's table with an invite</source>
            <translation>Sit down at a friend's table with an invite</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Save</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>Save &amp;As…</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>S&amp;tatistics…</translation>
        </message>
        <message>
            <source>Game &amp;library…</source>
            <translation>Game &amp;library…</translation>
        </message>
        <message>
            <source>Review a sa&amp;ved game…</source>
            <translation>Review a sa&amp;ved game…</translation>
        </message>
        <message>
            <source>&amp;Print score sheet…</source>
            <translation>&amp;Print score sheet…</translation>
        </message>
        <message>
            <source>&amp;Export score sheet as PDF…</source>
            <translation>&amp;Export score sheet as PDF…</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Close</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Edit</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Undo</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Redo</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>Zoom &amp;in</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>Zoom &amp;out</translation>
        </message>
        <message>
            <source>&amp;Fit board</source>
            <translation>&amp;Fit board</translation>
        </message>
        <message>
            <source>The whole table in the window (zoom 100 %)</source>
            <translation>The whole table in the window (zoom 100 %)</translation>
        </message>
        <message>
            <source>&amp;Last round</source>
            <translation>&amp;Last round</translation>
        </message>
        <message>
            <source>Every player's latest roll, entry, stone or trick (key L)</source>
            <translation>Every player's latest roll, entry, stone or trick (key L)</translation>
        </message>
        <message>
            <source>F&amp;ull screen</source>
            <translation>F&amp;ull screen</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Settings</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Language</translation>
        </message>
        <message>
            <source>System</source>
            <translation>System</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>&amp;Theme</translation>
        </message>
        <message>
            <source>Follow the &amp;system</source>
            <translation>Follow the &amp;system</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>&amp;Light</translation>
        </message>
        <message>
            <source>&amp;Dark</source>
            <translation>&amp;Dark</translation>
        </message>
        <message>
            <source>&amp;High contrast</source>
            <translation>&amp;High contrast</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>&amp;Animation speed</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Off</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Slow</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Fast</translation>
        </message>
        <message>
            <source>&amp;Pause</source>
            <translation>&amp;Pause</translation>
        </message>
        <message>
            <source>&amp;Wait for a click</source>
            <translation>&amp;Wait for a click</translation>
        </message>
        <message>
            <source>&amp;Confirm risky moves</source>
            <translation>&amp;Confirm risky moves</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>&amp;Keyboard and screen reader</source>
            <translation>&amp;Keyboard and screen reader</translation>
        </message>
        <message>
            <source>&amp;Rules of this game</source>
            <translation>&amp;Rules of this game</translation>
        </message>
        <message>
            <source>%1 across computers</source>
            <translation>%1 across computers</translation>
        </message>
        <message>
            <source>To play again across computers, host a new table: Game → Host a table…</source>
            <translation>To play again across computers, host a new table: Game → Host a table…</translation>
        </message>
        <message>
            <source>A game across computers can be reviewed once it is over.</source>
            <translation>A game across computers can be reviewed once it is over.</translation>
        </message>
        <message>
            <source>Suggest a &amp;move</source>
            <translation>Suggest a &amp;move</translation>
        </message>
        <message>
            <source>Some things cannot be kept</source>
            <translation>Some things cannot be kept</translation>
        </message>
        <message>
            <source>Play a&amp;gain</source>
            <translation>Play a&amp;gain</translation>
        </message>
        <message>
            <source>&amp;Review this game</source>
            <translation>&amp;Review this game</translation>
        </message>
        <message>
            <source>After an opponent's t&amp;urn</source>
            <translation>After an opponent's t&amp;urn</translation>
        </message>
        <message>
            <source>&amp;About Bingolino</source>
            <translation>&amp;About Bingolino</translation>
        </message>
        <message>
            <source>&amp;Rules of the games</source>
            <translation>&amp;Rules of the games</translation>
        </message>
        <message>
            <source>Bingolino</source>
            <translation>Bingolino</translation>
        </message>
        <message>
            <source>Start the new game?</source>
            <translation>Start the new game?</translation>
        </message>
        <message>
            <source>If the new game starts now, the unfinished game will be lost.</source>
            <translation>If the new game starts now, the unfinished game will be lost.</translation>
        </message>
        <message>
            <source>Start anyway</source>
            <translation>Start anyway</translation>
        </message>
        <message>
            <source>The autosave was damaged; it was set aside as “%1”.</source>
            <translation>The autosave was damaged; it was set aside as “%1”.</translation>
        </message>
        <message>
            <source>The unfinished game was kept as “%1” (Game → Open…).</source>
            <translation>The unfinished game was kept as “%1” (Game → Open…).</translation>
        </message>
        <message>
            <source>Could not open the game</source>
            <translation>Could not open the game</translation>
        </message>
        <message>
            <source>The game was opened with changes</source>
            <translation>The game was opened with changes</translation>
        </message>
        <message>
            <source>The saves folder %1 cannot be used: %2</source>
            <translation>The saves folder %1 cannot be used: %2</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Open a saved game</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>Save the game</translation>
        </message>
        <message>
            <source>Could not save the game</source>
            <translation>Could not save the game</translation>
        </message>
        <message>
            <source>Saved.</source>
            <translation>Saved.</translation>
        </message>
        <message>
            <source>Saved games (*.json)</source>
            <translation>Saved games (*.json)</translation>
        </message>
        <message>
            <source>Sit down first: the review shows your own view of a game still going on.</source>
            <translation>Sit down first: the review shows your own view of a game still going on.</translation>
        </message>
        <message>
            <source>Review a saved game</source>
            <translation>Review a saved game</translation>
        </message>
        <message>
            <source>The computer player is not answering</source>
            <translation>The computer player is not answering</translation>
        </message>
        <message numerus="yes">
            <source>%1 could not decide on a move: the computer player stopped or did not answer, twice. You can wait while it tries once more, or let the easy level make this one move.</source>
            <translation>
                <numerusform>%1 could not decide on a move: the computer player stopped or did not answer, twice. You can wait while it tries once more, or let the easy level make this one move.</numerusform>
                <numerusform>%1 could not decide on their moves: the computer players stopped or did not answer, twice. You can wait while they try once more, or let the easy level make these moves.</numerusform>
            </translation>
        </message>
        <message>
            <source>&amp;Wait and try again</source>
            <translation>&amp;Wait and try again</translation>
        </message>
        <message>
            <source>Let the &amp;easy level move</source>
            <translation>Let the &amp;easy level move</translation>
        </message>
        <message>
            <source>The table's server keeps this game</source>
            <translation>The table's server keeps this game</translation>
        </message>
        <message>
            <source>No hints at a table across computers</source>
            <translation>No hints at a table across computers</translation>
        </message>
        <message>
            <source>Last round</source>
            <translation>Last round</translation>
        </message>
        <message>
            <source>Nothing has been played yet.</source>
            <translation>Nothing has been played yet.</translation>
        </message>
        <message>
            <source>Zoom: %1 %</source>
            <translation>Zoom: %1 %</translation>
        </message>
        <message>
            <source>Nothing for you to decide now.</source>
            <translation>Nothing for you to decide now.</translation>
        </message>
        <message>
            <source>No game on the table.</source>
            <translation>No game on the table.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
    </context>
    <context>
        <name>Messages</name>
        <message>
            <source>Bingolino</source>
            <translation>Bingolino</translation>
        </message>
        <message>
            <source>Qwingo</source>
            <translation>Qwingo</translation>
        </message>
        <message>
            <source>Domino Bingo</source>
            <translation>Domino Bingo</translation>
        </message>
        <message>
            <source>Lino</source>
            <translation>Lino</translation>
        </message>
        <message>
            <source>Roll the dice and turn your number tiles over to finish lines.</source>
            <translation>Roll the dice and turn your number tiles over to finish lines.</translation>
        </message>
        <message>
            <source>Call a number, roll the symbol die and keep every column rising.</source>
            <translation>Call a number, roll the symbol die and keep every column rising.</translation>
        </message>
        <message>
            <source>A domino duel of tricks and trumps, where double blank rules.</source>
            <translation>A domino duel of tricks and trumps, where double blank rules.</translation>
        </message>
        <message>
            <source>Shape the board, then close rows with your stones.</source>
            <translation>Shape the board, then close rows with your stones.</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Easy</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Strong</source>
            <translation>Strong</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Expert</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Random</translation>
        </message>
        <message>
            <source>Greedy</source>
            <translation>Greedy</translation>
        </message>
        <message>
            <source>a %1</source>
            <translation>a %1</translation>
        </message>
        <message>
            <source>an %1</source>
            <translation>an %1</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n player</numerusform>
                <numerusform>%n players</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1–%n player(s)</source>
            <translation>
                <numerusform>%1–%n player</numerusform>
                <numerusform>%1–%n players</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n star(s)</source>
            <translation>
                <numerusform>%n star</numerusform>
                <numerusform>%n stars</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s)</source>
            <translation>
                <numerusform>%n turn</numerusform>
                <numerusform>%n turns</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This game cannot be played by %n player(s).</source>
            <translation>
                <numerusform>This game cannot be played by %n player.</numerusform>
                <numerusform>This game cannot be played by %n players.</numerusform>
            </translation>
        </message>
        <message>
            <source>its move %1 cannot be read</source>
            <translation>its move %1 cannot be read</translation>
        </message>
        <message>
            <source>the game cannot be set up again from its moves</source>
            <translation>the game cannot be set up again from its moves</translation>
        </message>
        <message>
            <source>the file is incomplete or was changed by another program</source>
            <translation>the file is incomplete or was changed by another program</translation>
        </message>
        <message>
            <source>a part of the game's record is missing or wrong</source>
            <translation>a part of the game's record is missing or wrong</translation>
        </message>
        <message>
            <source>This file is not a Bingolino saved game.</source>
            <translation>This file is not a Bingolino saved game.</translation>
        </message>
        <message>
            <source>This game was saved by a newer version of the program. Please update Bingolino to open it.</source>
            <translation>This game was saved by a newer version of the program. Please update Bingolino to open it.</translation>
        </message>
        <message>
            <source>This game was saved by a newer version of the program (%1). Please update Bingolino to open it.</source>
            <translation>This game was saved by a newer version of the program (%1). Please update Bingolino to open it.</translation>
        </message>
        <message>
            <source>The saved game belongs to a game this version cannot play (%1).</source>
            <translation>The saved game belongs to a game this version cannot play (%1).</translation>
        </message>
        <message>
            <source>The file is too large to be a Bingolino saved game.</source>
            <translation>The file is too large to be a Bingolino saved game.</translation>
        </message>
        <message>
            <source>This is not an ordinary file, so it cannot be opened as a saved game.</source>
            <translation>This is not an ordinary file, so it cannot be opened as a saved game.</translation>
        </message>
        <message>
            <source>The file could not be read: %1</source>
            <translation>The file could not be read: %1</translation>
        </message>
        <message>
            <source>The game could not be saved: %1</source>
            <translation>The game could not be saved: %1</translation>
        </message>
        <message>
            <source>The unfinished game in the autosave could not be kept among the saves (%1).</source>
            <translation>The unfinished game in the autosave could not be kept among the saves (%1).</translation>
        </message>
        <message>
            <source>The saved game could not be used (%1).</source>
            <translation>The saved game could not be used (%1).</translation>
        </message>
        <message>
            <source>Nothing was written: that name belongs to something other than an ordinary file of yours (a device, a pipe, a folder, or a link to one of them or to another user’s file), and it is left as it is.</source>
            <translation>Nothing was written: that name belongs to something other than an ordinary file of yours (a device, a pipe, a folder, or a link to one of them or to another user’s file), and it is left as it is.</translation>
        </message>
        <message>
            <source>%1 was saved as a computer player of level “%2”, which this version does not have; %1 now plays at level %3.</source>
            <translation>%1 was saved as a computer player of level “%2”, which this version does not have; %1 now plays at level %3.</translation>
        </message>
        <message>
            <source>%1 was saved as a kind of player this version does not know (“%2”); a computer player at level %3 now takes that seat.</source>
            <translation>%1 was saved as a kind of player this version does not know (“%2”); a computer player at level %3 now takes that seat.</translation>
        </message>
        <message>
            <source>Undo is not possible: the dice have been rolled since your last move.</source>
            <translation>Undo is not possible: the dice have been rolled since your last move.</translation>
        </message>
        <message>
            <source>Undo is not possible: the die has been rolled since your last move.</source>
            <translation>Undo is not possible: the die has been rolled since your last move.</translation>
        </message>
        <message>
            <source>Undo is not possible: the tiles have been drawn since your last move.</source>
            <translation>Undo is not possible: the tiles have been drawn since your last move.</translation>
        </message>
        <message>
            <source>Undo is not possible: the stones have been dealt since your last move.</source>
            <translation>Undo is not possible: the stones have been dealt since your last move.</translation>
        </message>
        <message>
            <source>Undo is not possible: a trick has been played out and stones drawn since your last move.</source>
            <translation>Undo is not possible: a trick has been played out and stones drawn since your last move.</translation>
        </message>
        <message>
            <source>Undo is not possible: your opponent has played a stone since your last move.</source>
            <translation>Undo is not possible: your opponent has played a stone since your last move.</translation>
        </message>
        <message>
            <source>Undo is not possible: your opponent has shown doubles since your last move.</source>
            <translation>Undo is not possible: your opponent has shown doubles since your last move.</translation>
        </message>
        <message>
            <source>Undo is not possible: the start numbers have been shown since your last move.</source>
            <translation>Undo is not possible: the start numbers have been shown since your last move.</translation>
        </message>
        <message>
            <source>Undo is off while the lesson runs: its steps only go forward.</source>
            <translation>Undo is off while the lesson runs: its steps only go forward.</translation>
        </message>
        <message>
            <source>Undo is not possible at a table across computers: each move counts for everyone at once.</source>
            <translation>Undo is not possible at a table across computers: each move counts for everyone at once.</translation>
        </message>
        <message>
            <source>Damaged autosave</source>
            <translation>Damaged autosave</translation>
        </message>
        <message>
            <source>Unfinished game</source>
            <translation>Unfinished game</translation>
        </message>
        <message>
            <source>Unfinished %1</source>
            <translation>Unfinished %1</translation>
        </message>
        <message>
            <source>%1 score sheets</source>
            <translation>%1 score sheets</translation>
        </message>
        <message>
            <source>Undo is not possible: the last move was another player’s, and only your own moves can be taken back.</source>
            <translation>Undo is not possible: the last move was another player’s, and only your own moves can be taken back.</translation>
        </message>
        <message>
            <source>The saved game is damaged and cannot be opened: %1.</source>
            <translation>The saved game is damaged and cannot be opened: %1.</translation>
        </message>
        <message>
            <source>There is no move of yours to take back.</source>
            <translation>There is no move of yours to take back.</translation>
        </message>
        <message>
            <source>Undo is not possible: chance has spoken since your last move.</source>
            <translation>Undo is not possible: chance has spoken since your last move.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>It is not your turn.</translation>
        </message>
        <message>
            <source>This is not the moment for the dice.</source>
            <translation>This is not the moment for the dice.</translation>
        </message>
        <message>
            <source>This move is not allowed now.</source>
            <translation>This move is not allowed now.</translation>
        </message>
        <message>
            <source>This game is not available yet.</source>
            <translation>This game is not available yet.</translation>
        </message>
        <message>
            <source>Unknown game option: %1</source>
            <translation>Unknown game option: %1</translation>
        </message>
        <message>
            <source>The option “%1” cannot take that value.</source>
            <translation>The option “%1” cannot take that value.</translation>
        </message>
        <message>
            <source>A move in the saved game is unreadable.</source>
            <translation>A move in the saved game is unreadable.</translation>
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
            <translation>No.</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Move</translation>
        </message>
        <message>
            <source>Mark</source>
            <translation>Mark</translation>
        </message>
        <message>
            <source>The computer prefers</source>
            <translation>The computer prefers</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>Cost</translation>
        </message>
        <message>
            <source>%1: the moves of the game</source>
            <translation>%1: the moves of the game</translation>
        </message>
        <message>
            <source>%1. The decisions of %2 marked by the strong computer: an inaccuracy from %3, a mistake from %4, and only when more than the noise.</source>
            <translation>%1. The decisions of %2 marked by the strong computer: an inaccuracy from %3, a mistake from %4, and only when more than the noise.</translation>
        </message>
        <message>
            <source>Not analysed.</source>
            <translation>Not analysed.</translation>
        </message>
        <message>
            <source>Page %1 of %2</source>
            <translation>Page %1 of %2</translation>
        </message>
    </context>
    <context>
        <name>Navigator</name>
        <message>
            <source>Stop</source>
            <translation>Stop</translation>
        </message>
        <message>
            <source>Play the moves</source>
            <translation>Play the moves</translation>
        </message>
        <message>
            <source>To the start (Home)</source>
            <translation>To the start (Home)</translation>
        </message>
        <message>
            <source>One move back (←)</source>
            <translation>One move back (←)</translation>
        </message>
        <message>
            <source>One move on (→)</source>
            <translation>One move on (→)</translation>
        </message>
        <message>
            <source>To the end (End)</source>
            <translation>To the end (End)</translation>
        </message>
        <message>
            <source>How fast the moves are played</source>
            <translation>How fast the moves are played</translation>
        </message>
        <message>
            <source>To the start</source>
            <translation>To the start</translation>
        </message>
        <message>
            <source>One move back</source>
            <translation>One move back</translation>
        </message>
        <message>
            <source>One move on</source>
            <translation>One move on</translation>
        </message>
        <message>
            <source>To the end</source>
            <translation>To the end</translation>
        </message>
        <message>
            <source>Speed</source>
            <translation>Speed</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Move</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Slow</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Fast</translation>
        </message>
    </context>
    <context>
        <name>Network</name>
        <message>
            <source>The table server cannot be reached. Check the address, and that the host's Bingolino (or the server) is running.</source>
            <translation>The table server cannot be reached. Check the address, and that the host's Bingolino (or the server) is running.</translation>
        </message>
        <message>
            <source>The connection to the table was lost. Bingolino tries again by itself.</source>
            <translation>The connection to the table was lost. Bingolino tries again by itself.</translation>
        </message>
        <message>
            <source>The table server did not answer in time. Please try again.</source>
            <translation>The table server did not answer in time. Please try again.</translation>
        </message>
        <message>
            <source>The connection to the table was closed.</source>
            <translation>The connection to the table was closed.</translation>
        </message>
        <message>
            <source>The table server did not understand this request.</source>
            <translation>The table server did not understand this request.</translation>
        </message>
        <message>
            <source>The table server runs another version of Bingolino. Both sides need the same version.</source>
            <translation>The table server runs another version of Bingolino. Both sides need the same version.</translation>
        </message>
        <message>
            <source>Too many requests at once. Wait a moment and try again.</source>
            <translation>Too many requests at once. Wait a moment and try again.</translation>
        </message>
        <message>
            <source>The table server is full at the moment. Please try again later.</source>
            <translation>The table server is full at the moment. Please try again later.</translation>
        </message>
        <message>
            <source>The table server ran into a problem; nothing was changed. Please try again.</source>
            <translation>The table server ran into a problem; nothing was changed. Please try again.</translation>
        </message>
        <message>
            <source>This table does not exist on the server (any more), or this seat is no longer yours.</source>
            <translation>This table does not exist on the server (any more), or this seat is no longer yours.</translation>
        </message>
        <message>
            <source>The game has not begun: not every seat is taken yet.</source>
            <translation>The game has not begun: not every seat is taken yet.</translation>
        </message>
        <message>
            <source>The game at this table is over.</source>
            <translation>The game at this table is over.</translation>
        </message>
        <message>
            <source>This seat is not yours at the moment (was it given up?).</source>
            <translation>This seat is not yours at the moment (was it given up?).</translation>
        </message>
        <message>
            <source>Too many tables are open on this connection.</source>
            <translation>Too many tables are open on this connection.</translation>
        </message>
        <message>
            <source>No table waits for this code: check it, or the table is full already.</source>
            <translation>No table waits for this code: check it, or the table is full already.</translation>
        </message>
        <message>
            <source>The table server does not offer this game.</source>
            <translation>The table server does not offer this game.</translation>
        </message>
        <message>
            <source>The table server refused these seats (their number, names or levels).</source>
            <translation>The table server refused these seats (their number, names or levels).</translation>
        </message>
        <message>
            <source>The table server refused these game options.</source>
            <translation>The table server refused these game options.</translation>
        </message>
        <message>
            <source>The table server refused the table's settings.</source>
            <translation>The table server refused the table's settings.</translation>
        </message>
        <message>
            <source>The table server refused this name: it may be empty or too long.</source>
            <translation>The table server refused this name: it may be empty or too long.</translation>
        </message>
        <message>
            <source>The table server did not understand this move.</source>
            <translation>The table server did not understand this move.</translation>
        </message>
        <message>
            <source>The table has moved on meanwhile: look again and choose once more.</source>
            <translation>The table has moved on meanwhile: look again and choose once more.</translation>
        </message>
        <message>
            <source>The table server refused this (%1).</source>
            <translation>The table server refused this (%1).</translation>
        </message>
        <message>
            <source>Bingolino could not open the table on this computer (%1).</source>
            <translation>Bingolino could not open the table on this computer (%1).</translation>
        </message>
        <message>
            <source>Something went wrong on the way to the table.</source>
            <translation>Something went wrong on the way to the table.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Human</source>
            <translation>Human</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Remove</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>A name can have up to %1 characters.</source>
            <translation>A name can have up to %1 characters.</translation>
        </message>
        <message>
            <source>Game number</source>
            <translation>Game number</translation>
        </message>
        <message>
            <source>New to this game? Learn to play</source>
            <translation>New to this game? Learn to play</translation>
        </message>
        <message>
            <source>The same game number and players give the same game. Leave it empty for a new game each time.</source>
            <translation>The same game number and players give the same game. Leave it empty for a new game each time.</translation>
        </message>
        <message>
            <source>New game: %1</source>
            <translation>New game: %1</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Add player</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Options</translation>
        </message>
        <message>
            <source>random</source>
            <translation>random</translation>
        </message>
    </context>
    <context>
        <name>OptionHelp</name>
        <message>
            <source>Who takes the first turn; at random unless you choose.</source>
            <translation>Who takes the first turn; at random unless you choose.</translation>
        </message>
        <message>
            <source>The Russian and the English rules differ in how a trick must be answered once drawing is over, in who may close the stock, and in the big points a deal brings. The rules page (F1) gives both.</source>
            <translation>The Russian and the English rules differ in how a trick must be answered once drawing is over, in who may close the stock, and in the big points a deal brings. The rules page (F1) gives both.</translation>
        </message>
        <message>
            <source>The match is won by the first player to reach this many big points.</source>
            <translation>The match is won by the first player to reach this many big points.</translation>
        </message>
        <message>
            <source>Where the 56 tiles lie before the players move six of them: the cross of the rules, a random group, the last game's board or one you draw.</source>
            <translation>Where the 56 tiles lie before the players move six of them: the cross of the rules, a random group, the last game's board or one you draw.</translation>
        </message>
        <message>
            <source>Numbers and stars: the backs of the tiles are face up; at the end each empty tile's number goes to the player of its colour, and each star to the player with more stones around it. Stars only: just the stars count.</source>
            <translation>Numbers and stars: the backs of the tiles are face up; at the end each empty tile's number goes to the player of its colour, and each star to the player with more stones around it. Stars only: just the stars count.</translation>
        </message>
        <message>
            <source>Fair match: two games on the same starting tiles, each player beginning one of them; the totals of both decide.</source>
            <translation>Fair match: two games on the same starting tiles, each player beginning one of them; the totals of both decide.</translation>
        </message>
        <message>
            <source>A player may pass instead of writing the number, even when a box is free for it.</source>
            <translation>A player may pass instead of writing the number, even when a box is free for it.</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>Who starts</source>
            <translation>Who starts</translation>
        </message>
        <message>
            <source>At random</source>
            <translation>At random</translation>
        </message>
        <message>
            <source>Player 1</source>
            <translation>Player 1</translation>
        </message>
        <message>
            <source>Player 2</source>
            <translation>Player 2</translation>
        </message>
        <message>
            <source>Player 3</source>
            <translation>Player 3</translation>
        </message>
        <message>
            <source>Player 4</source>
            <translation>Player 4</translation>
        </message>
        <message>
            <source>Player 5</source>
            <translation>Player 5</translation>
        </message>
        <message>
            <source>Starting layout</source>
            <translation>Starting layout</translation>
        </message>
        <message>
            <source>Starting cross</source>
            <translation>Starting cross</translation>
        </message>
        <message>
            <source>Random layout</source>
            <translation>Random layout</translation>
        </message>
        <message>
            <source>Bonus game</source>
            <translation>Bonus game</translation>
        </message>
        <message>
            <source>No bonus</source>
            <translation>No bonus</translation>
        </message>
        <message>
            <source>Numbers and stars</source>
            <translation>Numbers and stars</translation>
        </message>
        <message>
            <source>Stars only</source>
            <translation>Stars only</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Match</translation>
        </message>
        <message>
            <source>One game</source>
            <translation>One game</translation>
        </message>
        <message>
            <source>Fair match: two games</source>
            <translation>Fair match: two games</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>Russian rules</source>
            <translation>Russian rules</translation>
        </message>
        <message>
            <source>English rules</source>
            <translation>English rules</translation>
        </message>
        <message>
            <source>Match to</source>
            <translation>Match to</translation>
        </message>
        <message>
            <source>7 big points</source>
            <translation>7 big points</translation>
        </message>
        <message>
            <source>8 big points</source>
            <translation>8 big points</translation>
        </message>
        <message>
            <source>Players may pass</source>
            <translation>Players may pass</translation>
        </message>
    </context>
    <context>
        <name>PdfExporter</name>
        <message>
            <source>The PDF could not be started.</source>
            <translation>The PDF could not be started.</translation>
        </message>
        <message>
            <source>The PDF could not be finished.</source>
            <translation>The PDF could not be finished.</translation>
        </message>
    </context>
    <context>
        <name>PlayerNames</name>
        <message>
            <source>Player %1</source>
            <translation>Player %1</translation>
        </message>
        <message>
            <source>Computer %1</source>
            <translation>Computer %1</translation>
        </message>
    </context>
    <context>
        <name>ProfileChooser</name>
        <message>
            <source>Guest</source>
            <translation>Guest</translation>
        </message>
        <message>
            <source>New profile…</source>
            <translation>New profile…</translation>
        </message>
        <message>
            <source>A profile keeps this player’s statistics; a guest only has a name</source>
            <translation>A profile keeps this player’s statistics; a guest only has a name</translation>
        </message>
    </context>
    <context>
        <name>ProfilesDialog</name>
        <message>
            <source>New profile</source>
            <translation>New profile</translation>
        </message>
        <message>
            <source>The profile could not be created</source>
            <translation>The profile could not be created</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>Name:</translation>
        </message>
        <message>
            <source>Rename profile</source>
            <translation>Rename profile</translation>
        </message>
        <message>
            <source>The profile could not be renamed</source>
            <translation>The profile could not be renamed</translation>
        </message>
        <message>
            <source>Colour of %1</source>
            <translation>Colour of %1</translation>
        </message>
        <message>
            <source>Delete profile</source>
            <translation>Delete profile</translation>
        </message>
        <message>
            <source>Delete the profile “%1”?</source>
            <translation>Delete the profile “%1”?</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Delete</translation>
        </message>
        <message>
            <source>Profiles</source>
            <translation>Profiles</translation>
        </message>
        <message>
            <source>A profile is a person at this computer: the statistics follow a profile from game to game.</source>
            <translation>A profile is a person at this computer: the statistics follow a profile from game to game.</translation>
        </message>
        <message>
            <source>&amp;New…</source>
            <translation>&amp;New…</translation>
        </message>
        <message>
            <source>&amp;Rename…</source>
            <translation>&amp;Rename…</translation>
        </message>
        <message>
            <source>&amp;Colour…</source>
            <translation>&amp;Colour…</translation>
        </message>
        <message>
            <source>&amp;Delete…</source>
            <translation>&amp;Delete…</translation>
        </message>
    </context>
    <context>
        <name>QwingoBoard</name>
        <message numerus="yes">
            <source>%n turn(s)</source>
            <translation>
                <numerusform>%n turn</numerusform>
                <numerusform>%n turns</numerusform>
            </translation>
        </message>
        <message>
            <source>banana</source>
            <translation>banana</translation>
        </message>
        <message>
            <source>cup</source>
            <translation>cup</translation>
        </message>
        <message>
            <source>donut</source>
            <translation>donut</translation>
        </message>
        <message>
            <source>ice cream</source>
            <translation>ice cream</translation>
        </message>
        <message>
            <source>watermelon</source>
            <translation>watermelon</translation>
        </message>
        <message>
            <source>lightning</source>
            <translation>lightning</translation>
        </message>
        <message>
            <source>Professional</source>
            <translation>Professional</translation>
        </message>
        <message>
            <source>Specialist</source>
            <translation>Specialist</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Expert</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>Intermediate</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Beginner</translation>
        </message>
        <message>
            <source>Unranked</source>
            <translation>Unranked</translation>
        </message>
        <message>
            <source>%1 and %2</source>
            <translation>%1 and %2</translation>
        </message>
        <message>
            <source>best column %1/12</source>
            <translation>best column %1/12</translation>
        </message>
        <message>
            <source>%1 calls first.</source>
            <translation>%1 calls first.</translation>
        </message>
        <message>
            <source>%1 has written the start numbers.</source>
            <translation>%1 has written the start numbers.</translation>
        </message>
        <message>
            <source>Everyone is ready: the sheets are shown.</source>
            <translation>Everyone is ready: the sheets are shown.</translation>
        </message>
        <message>
            <source>Turn %1: %2 calls.</source>
            <translation>Turn %1: %2 calls.</translation>
        </message>
        <message>
            <source>%1 calls %2.</source>
            <translation>%1 calls %2.</translation>
        </message>
        <message>
            <source>Lightning: the number may go into any column.</source>
            <translation>Lightning: the number may go into any column.</translation>
        </message>
        <message>
            <source>The number goes into the %1 column.</source>
            <translation>The number goes into the %1 column.</translation>
        </message>
        <message>
            <source>%1 has no box for %2.</source>
            <translation>%1 has no box for %2.</translation>
        </message>
        <message>
            <source>That column can no longer be completed.</source>
            <translation>That column can no longer be completed.</translation>
        </message>
        <message>
            <source>%1 passes.</source>
            <translation>%1 passes.</translation>
        </message>
        <message>
            <source>No column can be completed any more: the fullest column wins.</source>
            <translation>No column can be completed any more: the fullest column wins.</translation>
        </message>
        <message>
            <source>Qwingo in %1! Rank: %2.</source>
            <translation>Qwingo in %1! Rank: %2.</translation>
        </message>
        <message>
            <source>Game over after %1.</source>
            <translation>Game over after %1.</translation>
        </message>
        <message>
            <source>%1 rolls: %2.</source>
            <translation>%1 rolls: %2.</translation>
        </message>
        <message>
            <source>%1 writes %2 in the %3 column, box %4 from the top.</source>
            <translation>%1 writes %2 in the %3 column, box %4 from the top.</translation>
        </message>
        <message>
            <source>%1 fill a column in the same turn and are level in the tie-break.</source>
            <translation>%1 fill a column in the same turn and are level in the tie-break.</translation>
        </message>
        <message>
            <source>%1 fill a column in the same turn: the %2 column decides the tie.</source>
            <translation>%1 fill a column in the same turn: the %2 column decides the tie.</translation>
        </message>
        <message>
            <source>Winners: %1</source>
            <translation>Winners: %1</translation>
        </message>
        <message>
            <source>Winner: %1</source>
            <translation>Winner: %1</translation>
        </message>
        <message>
            <source>The %1 column is full.</source>
            <translation>The %1 column is full.</translation>
        </message>
        <message>
            <source>The game stops after %1: no rank.</source>
            <translation>The game stops after %1: no rank.</translation>
        </message>
        <message>
            <source>No column can be completed any more: no rank.</source>
            <translation>No column can be completed any more: no rank.</translation>
        </message>
        <message>
            <source>Best column</source>
            <translation>Best column</translation>
        </message>
        <message>
            <source>The game stops after %1: the fullest column wins.</source>
            <translation>The game stops after %1: the fullest column wins.</translation>
        </message>
        <message>
            <source>Fullest column: %1.</source>
            <translation>Fullest column: %1.</translation>
        </message>
        <message>
            <source>Full %1 columns: %2.</source>
            <translation>Full %1 columns: %2.</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Full columns: %1.</source>
            <translation>Full columns: %1.</translation>
        </message>
        <message>
            <source>Full column: %1.</source>
            <translation>Full column: %1.</translation>
        </message>
        <message>
            <source>Tie-break: more numbers in the %1 column — %2.</source>
            <translation>Tie-break: more numbers in the %1 column — %2.</translation>
        </message>
        <message>
            <source>Still level at the end of the tie-break: the win is shared.</source>
            <translation>Still level at the end of the tie-break: the win is shared.</translation>
        </message>
        <message>
            <source>Level in every tie-break column: the win is shared.</source>
            <translation>Level in every tie-break column: the win is shared.</translation>
        </message>
        <message>
            <source>A tie, decided by the %1 column.</source>
            <translation>A tie, decided by the %1 column.</translation>
        </message>
        <message>
            <source>A tie, still level after the tie-break columns.</source>
            <translation>A tie, still level after the tie-break columns.</translation>
        </message>
        <message>
            <source>A tie, level in every tie-break column.</source>
            <translation>A tie, level in every tie-break column.</translation>
        </message>
        <message>
            <source>The win is shared.</source>
            <translation>The win is shared.</translation>
        </message>
        <message>
            <source>%1 the column that decided the tie</source>
            <translation>%1 the column that decided the tie</translation>
        </message>
        <message>
            <source>Write 10, 20, 30, 40 and 50 once each, one number per column.</source>
            <translation>Write 10, 20, 30, 40 and 50 once each, one number per column.</translation>
        </message>
        <message>
            <source>Call a whole number from 1 to 100.</source>
            <translation>Call a whole number from 1 to 100.</translation>
        </message>
        <message>
            <source>You must write the number: passing is not allowed in this game.</source>
            <translation>You must write the number: passing is not allowed in this game.</translation>
        </message>
        <message>
            <source>That box is already filled.</source>
            <translation>That box is already filled.</translation>
        </message>
        <message>
            <source>%1 does not fit there: a column must rise from top to bottom.</source>
            <translation>%1 does not fit there: a column must rise from top to bottom.</translation>
        </message>
        <message>
            <source>Drag 10, 20, 30, 40 and 50 onto your sheet, one per column (or Place for me), then press Done.</source>
            <translation>Drag 10, 20, 30, 40 and 50 onto your sheet, one per column (or Place for me), then press Done.</translation>
        </message>
        <message>
            <source>Call a number from 1 to 100, then roll.</source>
            <translation>Call a number from 1 to 100, then roll.</translation>
        </message>
        <message>
            <source>Write the number into one of the highlighted boxes.</source>
            <translation>Write the number into one of the highlighted boxes.</translation>
        </message>
        <message>
            <source>Write the number into a highlighted box, or pass.</source>
            <translation>Write the number into a highlighted box, or pass.</translation>
        </message>
        <message>
            <source>Waiting for %1…</source>
            <translation>Waiting for %1…</translation>
        </message>
        <message>
            <source>Setting up in secret…</source>
            <translation>Setting up in secret…</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>Ready</translation>
        </message>
        <message>
            <source>Winner!</source>
            <translation>Winner!</translation>
        </message>
        <message>
            <source>the number may go here</source>
            <translation>the number may go here</translation>
        </message>
        <message>
            <source>Write the number here</source>
            <translation>Write the number here</translation>
        </message>
        <message>
            <source>the number may go here, but then the column can no longer be completed</source>
            <translation>the number may go here, but then the column can no longer be completed</translation>
        </message>
        <message>
            <source>its player could write the number here</source>
            <translation>its player could write the number here</translation>
        </message>
        <message>
            <source>suggested</source>
            <translation>suggested</translation>
        </message>
        <message>
            <source>written last</source>
            <translation>written last</translation>
        </message>
        <message>
            <source>%1's sheet: %2</source>
            <translation>%1's sheet: %2</translation>
        </message>
        <message>
            <source>%1's sheet</source>
            <translation>%1's sheet</translation>
        </message>
        <message>
            <source>calls now</source>
            <translation>calls now</translation>
        </message>
        <message>
            <source>called this turn</source>
            <translation>called this turn</translation>
        </message>
        <message>
            <source>start number %1, not written yet</source>
            <translation>start number %1, not written yet</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>empty</translation>
        </message>
        <message>
            <source>Write the start number %1 here</source>
            <translation>Write the start number %1 here</translation>
        </message>
        <message>
            <source>Box %1: %2</source>
            <translation>Box %1: %2</translation>
        </message>
        <message>
            <source>%1 column: %2 of 12 written</source>
            <translation>%1 column: %2 of 12 written</translation>
        </message>
        <message>
            <source>can no longer be completed</source>
            <translation>can no longer be completed</translation>
        </message>
        <message>
            <source>full</source>
            <translation>full</translation>
        </message>
        <message>
            <source>held: the next box you press gets it</source>
            <translation>held: the next box you press gets it</translation>
        </message>
        <message>
            <source>Hold this start number</source>
            <translation>Hold this start number</translation>
        </message>
        <message>
            <source>Start numbers to place</source>
            <translation>Start numbers to place</translation>
        </message>
        <message>
            <source>Die: %1.</source>
            <translation>Die: %1.</translation>
        </message>
        <message>
            <source>%1: %2.</source>
            <translation>%1: %2.</translation>
        </message>
        <message>
            <source>Turns</source>
            <translation>Turns</translation>
        </message>
        <message>
            <source>Rank (turns)</source>
            <translation>Rank (turns)</translation>
        </message>
        <message>
            <source>Tie: more numbers in the second column wins, then the third, fourth, fifth.</source>
            <translation>Tie: more numbers in the second column wins, then the third, fourth, fifth.</translation>
        </message>
        <message>
            <source>Risky entry</source>
            <translation>Risky entry</translation>
        </message>
        <message>
            <source>After this entry the %1 column can no longer be completed. Write it there anyway?</source>
            <translation>After this entry the %1 column can no longer be completed. Write it there anyway?</translation>
        </message>
        <message>
            <source>There is no box for %1 on your sheet this turn.</source>
            <translation>There is no box for %1 on your sheet this turn.</translation>
        </message>
        <message>
            <source>It is not your turn to do that.</source>
            <translation>It is not your turn to do that.</translation>
        </message>
        <message>
            <source>The number cannot go into that box.</source>
            <translation>The number cannot go into that box.</translation>
        </message>
        <message>
            <source>Called: %1</source>
            <translation>Called: %1</translation>
        </message>
        <message>
            <source>Your call: %1 (Enter calls it and rolls)</source>
            <translation>Your call: %1 (Enter calls it and rolls)</translation>
        </message>
        <message>
            <source>You cannot call a number now.</source>
            <translation>You cannot call a number now.</translation>
        </message>
        <message>
            <source>You have placed all five numbers yourself: press Done, or move one.</source>
            <translation>You have placed all five numbers yourself: press Done, or move one.</translation>
        </message>
        <message>
            <source>The number may go here.</source>
            <translation>The number may go here.</translation>
        </message>
        <message>
            <source>Risky: the column could no longer be completed.</source>
            <translation>Risky: the column could no longer be completed.</translation>
        </message>
        <message>
            <source>The number a player wrote last.</source>
            <translation>The number a player wrote last.</translation>
        </message>
        <message>
            <source>Point at it or press O to read it large</source>
            <translation>Point at it or press O to read it large</translation>
        </message>
    </context>
    <context>
        <name>QwingoControls</name>
        <message>
            <source>Your call</source>
            <translation>Your call</translation>
        </message>
        <message>
            <source>Number to call (type it on the board too):</source>
            <translation>Number to call (type it on the board too):</translation>
        </message>
        <message>
            <source>Number to call</source>
            <translation>Number to call</translation>
        </message>
        <message>
            <source>Call and roll</source>
            <translation>Call and roll</translation>
        </message>
        <message>
            <source>Call this number, then roll the die (key Enter)</source>
            <translation>Call this number, then roll the die (key Enter)</translation>
        </message>
        <message>
            <source>Start numbers</source>
            <translation>Start numbers</translation>
        </message>
        <message>
            <source>Place for me</source>
            <translation>Place for me</translation>
        </message>
        <message>
            <source>Write 10 to 50 in sensible boxes (key P)</source>
            <translation>Write 10 to 50 in sensible boxes (key P)</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Done</translation>
        </message>
        <message>
            <source>Keep these start numbers (key D)</source>
            <translation>Keep these start numbers (key D)</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <source>Write nothing this turn (key P)</source>
            <translation>Write nothing this turn (key P)</translation>
        </message>
        <message>
            <source>Keys: digits and Enter call a number; arrows and Enter choose a box; in the setup 1–5 pick 10–50.</source>
            <translation>Keys: digits and Enter call a number; arrows and Enter choose a box; in the setup 1–5 pick 10–50.</translation>
        </message>
        <message>
            <source>O shows the next player's sheet large.</source>
            <translation>O shows the next player's sheet large.</translation>
        </message>
    </context>
    <context>
        <name>QwingoSheet</name>
        <message>
            <source>Qwingo score sheet</source>
            <translation>Qwingo score sheet</translation>
        </message>
        <message>
            <source>Turns:</source>
            <translation>Turns:</translation>
        </message>
        <message>
            <source>Solo rank by turns:</source>
            <translation>Solo rank by turns:</translation>
        </message>
        <message>
            <source>Several full columns in one turn: more numbers in the second column wins, then the third, fourth, fifth.</source>
            <translation>Several full columns in one turn: more numbers in the second column wins, then the third, fourth, fifth.</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Winner</translation>
        </message>
        <message>
            <source>Start: write 10, 20, 30, 40 and 50, one per column, in any box.</source>
            <translation>Start: write 10, 20, 30, 40 and 50, one per column, in any box.</translation>
        </message>
    </context>
    <context>
        <name>RemoteController</name>
        <message>
            <source>The finished game could not be read back, so it is not recorded in the history.</source>
            <translation>The finished game could not be read back, so it is not recorded in the history.</translation>
        </message>
    </context>
    <context>
        <name>RemotePanel</name>
        <message>
            <source>The connection to the table was lost. Reconnecting…</source>
            <translation>The connection to the table was lost. Reconnecting…</translation>
        </message>
        <message>
            <source>The connection to the table is closed.</source>
            <translation>The connection to the table is closed.</translation>
        </message>
        <message>
            <source>Not at the table: %1.</source>
            <translation>Not at the table: %1.</translation>
        </message>
        <message>
            <source>%1 (you)</source>
            <translation>%1 (you)</translation>
        </message>
        <message>
            <source>%1: computer</source>
            <translation>%1: computer</translation>
        </message>
        <message>
            <source>a seat still free</source>
            <translation>a seat still free</translation>
        </message>
        <message>
            <source>%1: away</source>
            <translation>%1: away</translation>
        </message>
        <message>
            <source>Served by this computer: while Bingolino is closed here, the table waits.</source>
            <translation>Served by this computer: while Bingolino is closed here, the table waits.</translation>
        </message>
        <message>
            <source>Served by this computer: keep Bingolino open until the game is over.</source>
            <translation>Served by this computer: keep Bingolino open until the game is over.</translation>
        </message>
        <message>
            <source>Turn-based: you may close Bingolino meanwhile.</source>
            <translation>Turn-based: you may close Bingolino meanwhile.</translation>
        </message>
        <message>
            <source>Leave table</source>
            <translation>Leave table</translation>
        </message>
        <message>
            <source>Back to the start page. Your seat stays yours: come back to it from there.</source>
            <translation>Back to the start page. Your seat stays yours: come back to it from there.</translation>
        </message>
        <message>
            <source>Resign…</source>
            <translation>Resign…</translation>
        </message>
        <message>
            <source>Give up your seat: a computer plays it to the end of the game.</source>
            <translation>Give up your seat: a computer plays it to the end of the game.</translation>
        </message>
    </context>
    <context>
        <name>RemoteUi</name>
        <message>
            <source>Opening the table…</source>
            <translation>Opening the table…</translation>
        </message>
        <message>
            <source>Going to the table…</source>
            <translation>Going to the table…</translation>
        </message>
        <message>
            <source>Could not go to the table</source>
            <translation>Could not go to the table</translation>
        </message>
        <message>
            <source>Leave the table?</source>
            <translation>Leave the table?</translation>
        </message>
        <message>
            <source>Your seat stays yours: come back to it from the start page (Your tables). Meanwhile the others see you away, and the table waits for you or a computer plays for you, as its host chose.</source>
            <translation>Your seat stays yours: come back to it from the start page (Your tables). Meanwhile the others see you away, and the table waits for you or a computer plays for you, as its host chose.</translation>
        </message>
        <message>
            <source>Leave</source>
            <translation>Leave</translation>
        </message>
        <message>
            <source>Resign?</source>
            <translation>Resign?</translation>
        </message>
        <message>
            <source>A computer plays your seat to the end of the game, and you cannot come back to this table.</source>
            <translation>A computer plays your seat to the end of the game, and you cannot come back to this table.</translation>
        </message>
        <message>
            <source>Resign</source>
            <translation>Resign</translation>
        </message>
        <message>
            <source>You resigned: a computer plays your seat.</source>
            <translation>You resigned: a computer plays your seat.</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>Could not open the game</source>
            <translation>Could not open the game</translation>
        </message>
    </context>
    <context>
        <name>ReviewPlurals</name>
        <message numerus="yes">
            <source>%n sampled deal(s) for each move</source>
            <translation>
                <numerusform>%n sampled deal for each move</numerusform>
                <numerusform>%n sampled deals for each move</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>each of the opponent's %n possible hand(s) solved</source>
            <translation>
                <numerusform>each of the opponent's %n possible hand solved</numerusform>
                <numerusform>each of the opponent's %n possible hands solved</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>searched %n stone(s) ahead</source>
            <translation>
                <numerusform>searched %n stone ahead</numerusform>
                <numerusform>searched %n stones ahead</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n played-out board(s) for each move</source>
            <translation>
                <numerusform>%n played-out board for each move</numerusform>
                <numerusform>%n played-out boards for each move</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mistake(s)</source>
            <translation>
                <numerusform>%n mistake</numerusform>
                <numerusform>%n mistakes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The game has ended. %n players share the win.</source>
            <translation>
                <numerusform>The game has ended. %n players share the win.</numerusform>
                <numerusform>The game has ended. %n players share the win.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n inaccuracies</source>
            <translation>
                <numerusform>%n inaccuracy</numerusform>
                <numerusform>%n inaccuracies</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ReviewTexts</name>
        <message>
            <source>The game is still going on: you see only what you saw while playing.</source>
            <translation>The game is still going on: you see only what you saw while playing.</translation>
        </message>
        <message>
            <source>The game has ended.</source>
            <translation>The game has ended.</translation>
        </message>
        <message>
            <source>The game has ended in a draw.</source>
            <translation>The game has ended in a draw.</translation>
        </message>
        <message>
            <source>The game has ended. Winners: %1</source>
            <translation>The game has ended. Winners: %1</translation>
        </message>
        <message>
            <source>The game has ended. Winner: %1</source>
            <translation>The game has ended. Winner: %1</translation>
        </message>
        <message>
            <source>Winners: %1</source>
            <translation>Winners: %1</translation>
        </message>
        <message>
            <source>Chance to win the match</source>
            <translation>Chance to win the match</translation>
        </message>
        <message>
            <source>Final margin in points</source>
            <translation>Final margin in points</translation>
        </message>
        <message>
            <source>Turns still needed (fewer is better)</source>
            <translation>Turns still needed (fewer is better)</translation>
        </message>
        <message>
            <source>margin %1</source>
            <translation>margin %1</translation>
        </message>
        <message>
            <source>out of reach</source>
            <translation>out of reach</translation>
        </message>
        <message>
            <source>%1 turns to go</source>
            <translation>%1 turns to go</translation>
        </message>
        <message>
            <source>−%1 points</source>
            <translation>−%1 points</translation>
        </message>
        <message>
            <source>the goal out of reach</source>
            <translation>the goal out of reach</translation>
        </message>
        <message>
            <source>+%1 turns</source>
            <translation>+%1 turns</translation>
        </message>
        <message>
            <source>±%1 points</source>
            <translation>±%1 points</translation>
        </message>
        <message>
            <source>±%1 turns</source>
            <translation>±%1 turns</translation>
        </message>
        <message>
            <source>noise %1: %2</source>
            <translation>noise %1: %2</translation>
        </message>
        <message>
            <source>solved to the end</source>
            <translation>solved to the end</translation>
        </message>
        <message>
            <source>%1 in %2 (box %3)</source>
            <translation>%1 in %2 (box %3)</translation>
        </message>
        <message>
            <source>exact: %1</source>
            <translation>exact: %1</translation>
        </message>
        <message>
            <source>win chance %1</source>
            <translation>win chance %1</translation>
        </message>
        <message>
            <source>−%1 win chance</source>
            <translation>−%1 win chance</translation>
        </message>
        <message>
            <source>the odds are computed, not sampled</source>
            <translation>the odds are computed, not sampled</translation>
        </message>
        <message>
            <source>Mistake</source>
            <translation>Mistake</translation>
        </message>
        <message>
            <source>Inaccuracy</source>
            <translation>Inaccuracy</translation>
        </message>
        <message>
            <source>Good</source>
            <translation>Good</translation>
        </message>
        <message>
            <source>start numbers, in secret</source>
            <translation>start numbers, in secret</translation>
        </message>
        <message>
            <source>close the stock</source>
            <translation>close the stock</translation>
        </message>
        <message>
            <source>%1, showing the doubles</source>
            <translation>%1, showing the doubles</translation>
        </message>
        <message>
            <source>tile %1 → %2</source>
            <translation>tile %1 → %2</translation>
        </message>
        <message>
            <source>stone on %1</source>
            <translation>stone on %1</translation>
        </message>
        <message>
            <source>call %1</source>
            <translation>call %1</translation>
        </message>
        <message>
            <source>%1 in the %2 column, box %3</source>
            <translation>%1 in the %2 column, box %3</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>pass</translation>
        </message>
        <message>
            <source>start numbers: %1</source>
            <translation>start numbers: %1</translation>
        </message>
        <message>
            <source>roll %1</source>
            <translation>roll %1</translation>
        </message>
        <message>
            <source>the grid %1</source>
            <translation>the grid %1</translation>
        </message>
        <message>
            <source>turn %1 down (%2)</source>
            <translation>turn %1 down (%2)</translation>
        </message>
        <message>
            <source>turn %1 back up (%2)</source>
            <translation>turn %1 back up (%2)</translation>
        </message>
        <message>
            <source>%1 (%2). The strong computer agrees.</source>
            <translation>%1 (%2). The strong computer agrees.</translation>
        </message>
        <message>
            <source>%1 (%2), as good as the strong computer's choice.</source>
            <translation>%1 (%2), as good as the strong computer's choice.</translation>
        </message>
        <message>
            <source>%1 (%2). The strong computer prefers “%3” (%4): %5.</source>
            <translation>%1 (%2). The strong computer prefers “%3” (%4): %5.</translation>
        </message>
        <message>
            <source>The strong computer plays “%1”: %2.</source>
            <translation>The strong computer plays “%1”: %2.</translation>
        </message>
        <message>
            <source>The strong computer plays “%1”: %2; “%3” is as good.</source>
            <translation>The strong computer plays “%1”: %2; “%3” is as good.</translation>
        </message>
        <message>
            <source>The strong computer plays “%1”: %2 instead of %3 for “%4”.</source>
            <translation>The strong computer plays “%1”: %2 instead of %3 for “%4”.</translation>
        </message>
        <message>
            <source>%1 points</source>
            <translation>%1 points</translation>
        </message>
        <message>
            <source>no turn lost or saved</source>
            <translation>no turn lost or saved</translation>
        </message>
        <message>
            <source>%1 turns saved</source>
            <translation>%1 turns saved</translation>
        </message>
        <message>
            <source>%1 turns lost</source>
            <translation>%1 turns lost</translation>
        </message>
        <message>
            <source>the tiles drawn</source>
            <translation>the tiles drawn</translation>
        </message>
        <message>
            <source>who begins</source>
            <translation>who begins</translation>
        </message>
        <message>
            <source>the dice</source>
            <translation>the dice</translation>
        </message>
        <message>
            <source>the die</source>
            <translation>the die</translation>
        </message>
        <message>
            <source>the lot</source>
            <translation>the lot</translation>
        </message>
        <message>
            <source>the deal</source>
            <translation>the deal</translation>
        </message>
        <message>
            <source>the layout</source>
            <translation>the layout</translation>
        </message>
        <message>
            <source>the opponent's moves</source>
            <translation>the opponent's moves</translation>
        </message>
        <message>
            <source>the other players' moves</source>
            <translation>the other players' moves</translation>
        </message>
        <message>
            <source>chance</source>
            <translation>chance</translation>
        </message>
        <message>
            <source>chance and the opponent</source>
            <translation>chance and the opponent</translation>
        </message>
        <message>
            <source>chance and the other players</source>
            <translation>chance and the other players</translation>
        </message>
        <message>
            <source>%1 → %2</source>
            <translation>%1 → %2</translation>
        </message>
        <message>
            <source>turns (played and still needed) %1</source>
            <translation>turns (played and still needed) %1</translation>
        </message>
        <message>
            <source>%1: %2. %3: %4; own decisions: %5.</source>
            <translation>%1: %2. %3: %4; own decisions: %5.</translation>
        </message>
        <message>
            <source>the grid</source>
            <translation>the grid</translation>
        </message>
        <message>
            <source>the start numbers</source>
            <translation>the start numbers</translation>
        </message>
        <message>
            <source>Move %1, decision of %2: %3</source>
            <translation>Move %1, decision of %2: %3</translation>
        </message>
        <message>
            <source>Before the first move</source>
            <translation>Before the first move</translation>
        </message>
        <message>
            <source>After move %1</source>
            <translation>After move %1</translation>
        </message>
        <message>
            <source>Moves %1–%2</source>
            <translation>Moves %1–%2</translation>
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
            <translation>The start of the game</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Move %1 of %2 — %3</source>
            <translation>Move %1 of %2 — %3</translation>
        </message>
        <message>
            <source>The stock, in drawing order: %1</source>
            <translation>The stock, in drawing order: %1</translation>
        </message>
        <message>
            <source>No choice here: the move was forced.</source>
            <translation>No choice here: the move was forced.</translation>
        </message>
        <message>
            <source>The analysis stopped: the computer player's process failed (%1). Press Analyse to go on.</source>
            <translation>The analysis stopped: the computer player's process failed (%1). Press Analyse to go on.</translation>
        </message>
        <message>
            <source>Press Analyse: the strong computer judges every decision of %1.</source>
            <translation>Press Analyse: the strong computer judges every decision of %1.</translation>
        </message>
        <message>
            <source>%1: %2 of %3 decisions judged — %4, %5.</source>
            <translation>%1: %2 of %3 decisions judged — %4, %5.</translation>
        </message>
        <message>
            <source>Export the move list</source>
            <translation>Export the move list</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF files (*.pdf)</translation>
        </message>
        <message>
            <source>Exporting the move list…</source>
            <translation>Exporting the move list…</translation>
        </message>
        <message>
            <source>The move list was saved to %1.</source>
            <translation>The move list was saved to %1.</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>Export failed</translation>
        </message>
        <message>
            <source>The move list could not be written to %1:
%2</source>
            <translation>The move list could not be written to %1:
%2</translation>
        </message>
        <message>
            <source>Review — %1</source>
            <translation>Review — %1</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>own decisions</source>
            <translation>own decisions</translation>
        </message>
        <message>
            <source>The moments that decided the game: a click goes there</source>
            <translation>The moments that decided the game: a click goes there</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>&amp;Player:</translation>
        </message>
        <message>
            <source>While the game is going on, only your own view can be reviewed.</source>
            <translation>While the game is going on, only your own view can be reviewed.</translation>
        </message>
        <message>
            <source>Show &amp;everything</source>
            <translation>Show &amp;everything</translation>
        </message>
        <message>
            <source>Hands, the stock's order, secret set-ups and face-down backs, from the chosen player's seat</source>
            <translation>Hands, the stock's order, secret set-ups and face-down backs, from the chosen player's seat</translation>
        </message>
        <message>
            <source>Hidden things are shown only once the game has ended.</source>
            <translation>Hidden things are shown only once the game has ended.</translation>
        </message>
        <message>
            <source>Analysis</source>
            <translation>Analysis</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Game log</translation>
        </message>
        <message>
            <source>Chart</source>
            <translation>Chart</translation>
        </message>
        <message>
            <source>The game's course: what the decisions did and what chance did, and the moments that decided it</source>
            <translation>The game's course: what the decisions did and what chance did, and the moments that decided it</translation>
        </message>
        <message>
            <source>&amp;Analyse</source>
            <translation>&amp;Analyse</translation>
        </message>
        <message>
            <source>The strong computer judges every decision of the chosen player, from what that player could see</source>
            <translation>The strong computer judges every decision of the chosen player, from what that player could see</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Print…</translation>
        </message>
        <message>
            <source>Print the list of moves with their marks</source>
            <translation>Print the list of moves with their marks</translation>
        </message>
        <message>
            <source>PDF…</source>
            <translation>PDF…</translation>
        </message>
        <message>
            <source>Save the list of moves with their marks as a PDF file</source>
            <translation>Save the list of moves with their marks as a PDF file</translation>
        </message>
        <message>
            <source>&amp;Continue from here</source>
            <translation>&amp;Continue from here</translation>
        </message>
        <message>
            <source>A new game from this position, with the same dice and deals to come; this game stays as it was</source>
            <translation>A new game from this position, with the same dice and deals to come; this game stays as it was</translation>
        </message>
        <message>
            <source>The chart of the analysis appears here.</source>
            <translation>The chart of the analysis appears here.</translation>
        </message>
        <message>
            <source>Click a point to go to that decision</source>
            <translation>Click a point to go to that decision</translation>
        </message>
        <message>
            <source>Chart of the analysis</source>
            <translation>Chart of the analysis</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>Decisions judged</source>
            <translation>Decisions judged</translation>
        </message>
        <message>
            <source>Moments that decided the game</source>
            <translation>Moments that decided the game</translation>
        </message>
        <message>
            <source>Up and Down go from one moment to the next</source>
            <translation>Up and Down go from one moment to the next</translation>
        </message>
        <message>
            <source>Up and Down go from one decision to the next</source>
            <translation>Up and Down go from one decision to the next</translation>
        </message>
        <message>
            <source>Up and Down go through the game line by line</source>
            <translation>Up and Down go through the game line by line</translation>
        </message>
        <message>
            <source>Analysis progress</source>
            <translation>Analysis progress</translation>
        </message>
        <message>
            <source>Analysis, game log and chart</source>
            <translation>Analysis, game log and chart</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Game:</translation>
        </message>
        <message>
            <source>Rules of %1</source>
            <translation>Rules of %1</translation>
        </message>
        <message>
            <source>The rules of this game are not written yet.</source>
            <translation>The rules of this game are not written yet.</translation>
        </message>
    </context>
    <context>
        <name>SheetDialog</name>
        <message>
            <source>Export score sheets as PDF</source>
            <translation>Export score sheets as PDF</translation>
        </message>
        <message>
            <source>Print score sheets</source>
            <translation>Print score sheets</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Game:</translation>
        </message>
        <message>
            <source>Sheets:</source>
            <translation>Sheets:</translation>
        </message>
        <message>
            <source>Blank sheets</source>
            <translation>Blank sheets</translation>
        </message>
        <message>
            <source>The sheets of this game</source>
            <translation>The sheets of this game</translation>
        </message>
        <message>
            <source>Players:</source>
            <translation>Players:</translation>
        </message>
        <message>
            <source>Per page:</source>
            <translation>Per page:</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message>
            <source>Paper:</source>
            <translation>Paper:</translation>
        </message>
        <message>
            <source>A4</source>
            <translation>A4</translation>
        </message>
        <message>
            <source>Letter</source>
            <translation>Letter</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Export…</translation>
        </message>
        <message>
            <source>Preview…</source>
            <translation>Preview…</translation>
        </message>
    </context>
    <context>
        <name>SheetPrinter</name>
        <message>
            <source>Export score sheets</source>
            <translation>Export score sheets</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF files (*.pdf)</translation>
        </message>
        <message>
            <source>Exporting the score sheets…</source>
            <translation>Exporting the score sheets…</translation>
        </message>
        <message>
            <source>Score sheets saved to %1.</source>
            <translation>Score sheets saved to %1.</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>Export failed</translation>
        </message>
        <message>
            <source>The score sheets could not be written to %1:
%2</source>
            <translation>The score sheets could not be written to %1:
%2</translation>
        </message>
    </context>
    <context>
        <name>SidePanel</name>
        <message>
            <source>Game over. Winners: %1</source>
            <translation>Game over. Winners: %1</translation>
        </message>
        <message>
            <source>Game over. Winner: %1</source>
            <translation>Game over. Winner: %1</translation>
        </message>
        <message>
            <source>Game over.</source>
            <translation>Game over.</translation>
        </message>
        <message>
            <source>Now: everyone</source>
            <translation>Now: everyone</translation>
        </message>
        <message>
            <source>Now: %1</source>
            <translation>Now: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n computer(s) thinking…</source>
            <translation>
                <numerusform>%n computer is thinking…</numerusform>
                <numerusform>%n computers are thinking…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 is thinking…</source>
            <translation>
                <numerusform>%1 is thinking…</numerusform>
                <numerusform>%1 are thinking…</numerusform>
            </translation>
        </message>
        <message>
            <source>winner</source>
            <translation>winner</translation>
        </message>
        <message>
            <source>Last round (L)</source>
            <translation>Last round (L)</translation>
        </message>
        <message>
            <source>Every player's latest roll, entry or stone, with what it did</source>
            <translation>Every player's latest roll, entry or stone, with what it did</translation>
        </message>
        <message>
            <source>Last round</source>
            <translation>Last round</translation>
        </message>
        <message>
            <source>Every move of the game, the latest last</source>
            <translation>Every move of the game, the latest last</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Scores</translation>
        </message>
        <message>
            <source>The computer is thinking</source>
            <translation>The computer is thinking</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Play again</translation>
        </message>
        <message>
            <source>A new game with the same players and options</source>
            <translation>A new game with the same players and options</translation>
        </message>
        <message>
            <source>Review and analyse</source>
            <translation>Review and analyse</translation>
        </message>
        <message>
            <source>Step through this game and see what the strong computer thinks of every decision</source>
            <translation>Step through this game and see what the strong computer thinks of every decision</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Game log</translation>
        </message>
    </context>
    <context>
        <name>SingleInstance</name>
        <message>
            <source>Bingolino is already open with the same data folder, but it does not answer.</source>
            <translation>Bingolino is already open with the same data folder, but it does not answer.</translation>
        </message>
        <message>
            <source>A second window keeps its own autosave and leaves the game of the first one alone.</source>
            <translation>A second window keeps its own autosave and leaves the game of the first one alone.</translation>
        </message>
        <message>
            <source>Open another window</source>
            <translation>Open another window</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Quit</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <source>Review and analyse</source>
            <translation>Review and analyse</translation>
        </message>
        <message>
            <source>Bingolino</source>
            <translation>Bingolino</translation>
        </message>
        <message>
            <source>Four tabletop games to play at home</source>
            <translation>Four tabletop games to play at home</translation>
        </message>
        <message>
            <source>Continue last game</source>
            <translation>Continue last game</translation>
        </message>
        <message>
            <source>Go back to the game you left unfinished</source>
            <translation>Go back to the game you left unfinished</translation>
        </message>
        <message>
            <source>Open…</source>
            <translation>Open…</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Open a saved game</translation>
        </message>
        <message>
            <source>Host a table…</source>
            <translation>Host a table…</translation>
        </message>
        <message>
            <source>Play with friends at other computers: invite them to a table served by this computer</source>
            <translation>Play with friends at other computers: invite them to a table served by this computer</translation>
        </message>
        <message>
            <source>Join a table…</source>
            <translation>Join a table…</translation>
        </message>
        <message>
            <source>Sit down at a friend's table with an invite</source>
            <translation>Sit down at a friend's table with an invite</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <source>Games played, won, streaks and records of each player</source>
            <translation>Games played, won, streaks and records of each player</translation>
        </message>
        <message>
            <source>Game library</source>
            <translation>Game library</translation>
        </message>
        <message>
            <source>Every finished game: open one again or export the list</source>
            <translation>Every finished game: open one again or export the list</translation>
        </message>
        <message>
            <source>Recent games</source>
            <translation>Recent games</translation>
        </message>
        <message>
            <source>No saved games yet.</source>
            <translation>No saved games yet.</translation>
        </message>
    </context>
    <context>
        <name>Startup</name>
        <message>
            <source>Your settings cannot be kept: their folder cannot be written. Changes apply until Bingolino closes.</source>
            <translation>Your settings cannot be kept: their folder cannot be written. Changes apply until Bingolino closes.</translation>
        </message>
        <message>
            <source>The settings file could not be read, so Bingolino starts with its default settings.</source>
            <translation>The settings file could not be read, so Bingolino starts with its default settings.</translation>
        </message>
        <message>
            <source>The old file was kept as “%1”.</source>
            <translation>The old file was kept as “%1”.</translation>
        </message>
        <message>
            <source>Games cannot be kept: the data folder “%1” cannot be written. The autosave, saving into it and the game history do not work until it can.</source>
            <translation>Games cannot be kept: the data folder “%1” cannot be written. The autosave, saving into it and the game history do not work until it can.</translation>
        </message>
        <message>
            <source>The game history cannot be kept: %1</source>
            <translation>The game history cannot be kept: %1</translation>
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message>
            <source>All rules</source>
            <translation>All rules</translation>
        </message>
        <message>
            <source>No games against others yet.</source>
            <translation>No games against others yet.</translation>
        </message>
        <message>
            <source>%1: won %2 of %3</source>
            <translation>%1: won %2 of %3</translation>
        </message>
        <message>
            <source>The line: the share of games won in each period. The pale bars: how many games the period had (the tallest: %1).</source>
            <translation>The line: the share of games won in each period. The pale bars: how many games the period had (the tallest: %1).</translation>
        </message>
        <message>
            <source>Computer: %1</source>
            <translation>Computer: %1</translation>
        </message>
        <message>
            <source>Guests</source>
            <translation>Guests</translation>
        </message>
        <message>
            <source>No solo games yet.</source>
            <translation>No solo games yet.</translation>
        </message>
        <message>
            <source>best: %1 (%2)</source>
            <translation>best: %1 (%2)</translation>
        </message>
        <message>
            <source>on average %1</source>
            <translation>on average %1</translation>
        </message>
        <message>
            <source>none finished yet</source>
            <translation>none finished yet</translation>
        </message>
        <message>
            <source>No finished solo games yet.</source>
            <translation>No finished solo games yet.</translation>
        </message>
        <message>
            <source>turns (★ your best)</source>
            <translation>turns (★ your best)</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Reset statistics</translation>
        </message>
        <message>
            <source>Start the statistics again from now?</source>
            <translation>Start the statistics again from now?</translation>
        </message>
        <message>
            <source>The recorded games stay in the game library.</source>
            <translation>The recorded games stay in the game library.</translation>
        </message>
        <message>
            <source>Reset %1</source>
            <translation>Reset %1</translation>
        </message>
        <message>
            <source>Reset all profiles</source>
            <translation>Reset all profiles</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>&amp;Player:</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Game:</translation>
        </message>
        <message>
            <source>&amp;Rules:</source>
            <translation>&amp;Rules:</translation>
        </message>
        <message>
            <source>Pro&amp;files…</source>
            <translation>Pro&amp;files…</translation>
        </message>
        <message>
            <source>Re&amp;set…</source>
            <translation>Re&amp;set…</translation>
        </message>
        <message>
            <source>Statistics are kept for profiles: a profile is a person at this computer. Create one here or in the new-game dialog, and every game it plays is counted.</source>
            <translation>Statistics are kept for profiles: a profile is a person at this computer. Create one here or in the new-game dialog, and every game it plays is counted.</translation>
        </message>
        <message>
            <source>&amp;New profile…</source>
            <translation>&amp;New profile…</translation>
        </message>
        <message>
            <source>games with others</source>
            <translation>games with others</translation>
        </message>
        <message>
            <source>won</source>
            <translation>won</translation>
        </message>
        <message>
            <source>win rate</source>
            <translation>win rate</translation>
        </message>
        <message>
            <source>wins in a row now</source>
            <translation>wins in a row now</translation>
        </message>
        <message>
            <source>best streak</source>
            <translation>best streak</translation>
        </message>
        <message>
            <source>average score</source>
            <translation>average score</translation>
        </message>
        <message>
            <source>average turns</source>
            <translation>average turns</translation>
        </message>
        <message>
            <source>Against</source>
            <translation>Against</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Opponent</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Games</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Won</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Win rate</translation>
        </message>
        <message>
            <source>Win rate over time</source>
            <translation>Win rate over time</translation>
        </message>
        <message>
            <source>Solo</source>
            <translation>Solo</translation>
        </message>
    </context>
    <context>
        <name>StatisticsWords</name>
        <message>
            <source>average stars</source>
            <translation>average stars</translation>
        </message>
        <message>
            <source>Stars at the end of a game, on average</source>
            <translation>Stars at the end of a game, on average</translation>
        </message>
        <message>
            <source>average fullest column</source>
            <translation>average fullest column</translation>
        </message>
        <message>
            <source>Numbers in the fullest column at the end, on average (12: full)</source>
            <translation>Numbers in the fullest column at the end, on average (12: full)</translation>
        </message>
        <message>
            <source>average big points</source>
            <translation>average big points</translation>
        </message>
        <message>
            <source>Big points at the end of a match, on average</source>
            <translation>Big points at the end of a match, on average</translation>
        </message>
        <message>
            <source>average points</source>
            <translation>average points</translation>
        </message>
        <message>
            <source>Points at the end of a game, on average</source>
            <translation>Points at the end of a game, on average</translation>
        </message>
        <message>
            <source>average turns</source>
            <translation>average turns</translation>
        </message>
        <message>
            <source>Turns a game took, everybody's counted, on average</source>
            <translation>Turns a game took, everybody's counted, on average</translation>
        </message>
        <message>
            <source>average moves</source>
            <translation>average moves</translation>
        </message>
        <message>
            <source>Moves a game took, both players' counted, on average</source>
            <translation>Moves a game took, both players' counted, on average</translation>
        </message>
    </context>
    <context>
        <name>YourTables</name>
        <message>
            <source>%1 with %2</source>
            <translation>%1 with %2</translation>
        </message>
        <message>
            <source>your turn</source>
            <translation>your turn</translation>
        </message>
        <message>
            <source>waiting for the others</source>
            <translation>waiting for the others</translation>
        </message>
        <message>
            <source>seats still free</source>
            <translation>seats still free</translation>
        </message>
        <message>
            <source>over: open it to keep it in your history</source>
            <translation>over: open it to keep it in your history</translation>
        </message>
        <message>
            <source>its server cannot be reached now</source>
            <translation>its server cannot be reached now</translation>
        </message>
        <message>
            <source>asking its server…</source>
            <translation>asking its server…</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>Your tables</source>
            <translation>Your tables</translation>
        </message>
        <message>
            <source>Refresh</source>
            <translation>Refresh</translation>
        </message>
        <message>
            <source>Ask the tables' servers again</source>
            <translation>Ask the tables' servers again</translation>
        </message>
    </context>
</TS>
