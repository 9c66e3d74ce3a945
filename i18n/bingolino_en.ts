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
        <name>App</name>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <source>Computer %1</source>
            <translation>Computer %1</translation>
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
            <source>Rolled by %1</source>
            <translation>Rolled by %1</translation>
        </message>
        <message>
            <source>Last roll, by %1</source>
            <translation>Last roll, by %1</translation>
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
            <source>%1 with %2: %3%</source>
            <translation>%1 with %2: %3%</translation>
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
            <source>Everybody drew 16 tiles.</source>
            <translation>Everybody drew 16 tiles.</translation>
        </message>
        <message>
            <source>%1 has laid out the grid.</source>
            <translation>%1 has laid out the grid.</translation>
        </message>
        <message>
            <source>Turn %1: %2 plays.</source>
            <translation>Turn %1: %2 plays.</translation>
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
            <source>%1 set a die aside and turned down a %2.</source>
            <translation>%1 set a die aside and turned down a %2.</translation>
        </message>
        <message>
            <source>%1 turned down a %2.</source>
            <translation>%1 turned down a %2.</translation>
        </message>
        <message>
            <source>%1 turned the %2 face up again.</source>
            <translation>%1 turned the %2 face up again.</translation>
        </message>
        <message>
            <source>Bingolino! %1 completed %2 and now has %3.</source>
            <translation>Bingolino! %1 completed %2 and now has %3.</translation>
        </message>
        <message>
            <source>Tie: %1 play on. The first to reach %2 wins.</source>
            <translation>Tie: %1 play on. The first to reach %2 wins.</translation>
        </message>
        <message>
            <source>Four stars in %1!</source>
            <translation>Four stars in %1!</translation>
        </message>
        <message>
            <source>%1 share the win!</source>
            <translation>%1 share the win!</translation>
        </message>
        <message>
            <source>%1 wins!</source>
            <translation>%1 wins!</translation>
        </message>
        <message>
            <source>The grid must hold exactly the 16 tiles you drew.</source>
            <translation>The grid must hold exactly the 16 tiles you drew.</translation>
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
            <source>%1 won together!</source>
            <translation>%1 won together!</translation>
        </message>
        <message>
            <source>%1 won!</source>
            <translation>%1 won!</translation>
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
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>A computer player failed; it made a default move.</source>
            <translation>A computer player failed; it made a default move.</translation>
        </message>
        <message>
            <source>Could not write the autosave.</source>
            <translation>Could not write the autosave.</translation>
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
            <source>&amp;Save</source>
            <translation>&amp;Save</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>Save &amp;As…</translation>
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
            <source>Coming with the score sheets</source>
            <translation>Coming with the score sheets</translation>
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
            <source>&amp;Fit board</source>
            <translation>&amp;Fit board</translation>
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
            <source>&amp;Confirm risky moves</source>
            <translation>&amp;Confirm risky moves</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>&amp;Rules of this game</source>
            <translation>&amp;Rules of this game</translation>
        </message>
        <message>
            <source>Suggest a &amp;move</source>
            <translation>Suggest a &amp;move</translation>
        </message>
        <message>
            <source>&amp;About Bingolino</source>
            <translation>&amp;About Bingolino</translation>
        </message>
        <message>
            <source>Bingolino</source>
            <translation>Bingolino</translation>
        </message>
        <message>
            <source>Could not open the game</source>
            <translation>Could not open the game</translation>
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
            <source>Nothing for you to decide now.</source>
            <translation>Nothing for you to decide now.</translation>
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
            <source>Random</source>
            <translation>Random</translation>
        </message>
        <message>
            <source>Greedy</source>
            <translation>Greedy</translation>
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
        <message>
            <source>This file is not a Bingolino saved game.</source>
            <translation>This file is not a Bingolino saved game.</translation>
        </message>
        <message>
            <source>The saved game is damaged and cannot be opened (%1).</source>
            <translation>The saved game is damaged and cannot be opened (%1).</translation>
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
            <source>The file could not be read: %1</source>
            <translation>The file could not be read: %1</translation>
        </message>
        <message>
            <source>The game could not be saved: %1</source>
            <translation>The game could not be saved: %1</translation>
        </message>
        <message>
            <source>The saved game could not be used (%1).</source>
            <translation>The saved game could not be used (%1).</translation>
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
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <source>Computer %1</source>
            <translation>Computer %1</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Player %1</translation>
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
            <source>Seed</source>
            <translation>Seed</translation>
        </message>
        <message>
            <source>random</source>
            <translation>random</translation>
        </message>
        <message>
            <source>The same seed and players give the same game. Leave it empty for a new game each time.</source>
            <translation>The same seed and players give the same game. Leave it empty for a new game each time.</translation>
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
    </context>
    <context>
        <name>RulesDialog</name>
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
        <name>SidePanel</name>
        <message>
            <source>Game over. Winner: %1</source>
            <translation>Game over. Winner: %1</translation>
        </message>
        <message>
            <source>Game over.</source>
            <translation>Game over.</translation>
        </message>
        <message>
            <source>Now: %1</source>
            <translation>Now: %1</translation>
        </message>
        <message>
            <source>%1 is thinking…</source>
            <translation>%1 is thinking…</translation>
        </message>
        <message>
            <source>winner</source>
            <translation>winner</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Scores</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Game log</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
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
            <source>Recent games</source>
            <translation>Recent games</translation>
        </message>
        <message>
            <source>No saved games yet.</source>
            <translation>No saved games yet.</translation>
        </message>
    </context>
</TS>
