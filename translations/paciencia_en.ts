<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>end</name>
    <message numerus="yes">
        <source>{p} % ({won} of %n)</source>
        <translation>
            <numerusform>{p} % ({won} of %n)</numerusform>
            <numerusform>{p} % ({won} of %n)</numerusform>
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
