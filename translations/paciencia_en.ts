<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>access</name>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards dealt: {cards}</source>
        <translation>
            <numerusform>%n card dealt: {cards}</numerusform>
            <numerusform>%n cards dealt: {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards drawn</source>
        <translation>
            <numerusform>%n card drawn</numerusform>
            <numerusform>%n cards drawn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards moved</source>
        <translation>
            <numerusform>%n card moved</numerusform>
            <numerusform>%n cards moved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards removed</source>
        <translation>
            <numerusform>%n card removed</numerusform>
            <numerusform>%n cards removed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards to the columns</source>
        <translation>
            <numerusform>%n card to the columns</numerusform>
            <numerusform>%n cards to the columns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards to the foundations</source>
        <translation>
            <numerusform>%n card to the foundations</numerusform>
            <numerusform>%n cards to the foundations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards to the free cells</source>
        <translation>
            <numerusform>%n card to the free cells</numerusform>
            <numerusform>%n cards to the free cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n face down</numerusform>
            <numerusform>%n face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} and %n more</source>
        <translation>
            <numerusform>{card} and %n more</numerusform>
            <numerusform>{card} and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>decks</name>
    <message numerus="yes">
        <source>Missing %n card images: {names}.</source>
        <translation>
            <numerusform>Missing %n card image: {names}.</numerusform>
            <numerusform>Missing %n card images: {names}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Missing %n elements: {names}.</source>
        <translation>
            <numerusform>Missing %n element: {names}.</numerusform>
            <numerusform>Missing %n elements: {names}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>end</name>
    <message numerus="yes">
        <source>%n days now · best {best}</source>
        <translation>
            <numerusform>%n day now · best {best}</numerusform>
            <numerusform>%n days now · best {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{p} % ({won} of %n)</source>
        <translation>
            <numerusform>{p} % ({won} of %n)</numerusform>
            <numerusform>{p} % ({won} of %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>notices</name>
    <message numerus="yes">
        <source>The end of the game you were playing could not be read: it goes on from where it was after %n move.</source>
        <translation>
            <numerusform>The end of the game you were playing could not be read: it goes on from where it was after %n move.</numerusform>
            <numerusform>The end of the game you were playing could not be read: it goes on from where it was after %n moves.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>options</name>
    <message numerus="yes">
        <source>%n passes</source>
        <translation>
            <numerusform>%n pass</numerusform>
            <numerusform>%n passes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>playback</name>
    <message numerus="yes">
        <source>You go on after step %n of the solution.</source>
        <translation>
            <numerusform>You go on after step %n of the solution.</numerusform>
            <numerusform>You go on after step %n of the solution.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message numerus="yes">
        <source>Column {column} has only %n cards, not {wanted}.</source>
        <translation>
            <numerusform>Column {column} has only %n card, not {wanted}.</numerusform>
            <numerusform>Column {column} has only %n cards, not {wanted}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column {column} has only %n cards.</source>
        <translation>
            <numerusform>Column {column} has only %n card.</numerusform>
            <numerusform>Column {column} has only %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only {limit} cards can move with %n spare empty columns; this run has {length}.</source>
        <translation>
            <numerusform>Only {limit} cards can move with %n spare empty column; this run has {length}.</numerusform>
            <numerusform>Only {limit} cards can move with %n spare empty columns; this run has {length}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>search</name>
    <message numerus="yes">
        <source>Looking for a deal with a proven solution… candidate {k} of %n</source>
        <translation>
            <numerusform>Looking for a deal with a proven solution… candidate {k} of %n</numerusform>
            <numerusform>Looking for a deal with a proven solution… candidate {k} of %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message numerus="yes">
        <source>{won} won out of the last %n games</source>
        <translation>
            <numerusform>{won} won out of the last %n game</numerusform>
            <numerusform>{won} won out of the last %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>table</name>
    <message numerus="yes">
        <source>%n deals left</source>
        <translation>
            <numerusform>%n deal left</numerusform>
            <numerusform>%n deals left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verdict</name>
    <message numerus="yes">
        <source>Back to the last winnable position: %n move undone.</source>
        <translation>
            <numerusform>Back to the last winnable position: %n move undone.</numerusform>
            <numerusform>Back to the last winnable position: %n moves undone.</numerusform>
        </translation>
    </message>
</context>
</TS>
