<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT">
<context>
    <name>banner</name>
    <message>
        <location filename="../app/paciencia/ui/status.py" line="+79"/>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Resign</source>
        <translation>Desistir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go back before the mistake</source>
        <translation>Voltar atrás antes do erro</translation>
    </message>
</context>
<context>
    <name>chooser</name>
    <message>
        <location filename="../app/paciencia/ui/chooser.py" line="+78"/>
        <source>Choose a game</source>
        <translation>Escolha um jogo</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Draw 1</source>
        <translation>Virar 1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Draw 3</source>
        <translation>Virar 3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 suit</source>
        <translation>1 naipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 suits</source>
        <translation>2 naipes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 suits</source>
        <translation>4 naipes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard</source>
        <translation>Padrão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random</source>
        <translation>Aleatória</translation>
    </message>
</context>
<context>
    <name>codes</name>
    <message>
        <location filename="../app/paciencia/core/codes.py" line="+40"/>
        <source>A game code starts with “paciencia://”: {text}</source>
        <translation>Um código de jogo começa por “paciencia://”: {text}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown game “{game}”: use klondike, freecell, spider or pyramid.</source>
        <translation>Jogo desconhecido “{game}”: use klondike, freecell, spider ou pyramid.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal number must be a positive whole number, not “{number}”.</source>
        <translation>O número do jogo tem de ser um número inteiro positivo, não “{number}”.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game code has no deal number after “{game}/”.</source>
        <translation>O código não tem o número do jogo a seguir a “{game}/”.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unexpected text after the deal number: “{junk}”.</source>
        <translation>Texto inesperado a seguir ao número do jogo: “{junk}”.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown option “{name}” for {game}.</source>
        <translation>Opção desconhecida “{name}” para {game}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The option “{name}” is given twice.</source>
        <translation>A opção “{name}” aparece duas vezes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad value “{value}” for option “{name}”: use {allowed}.</source>
        <translation>Valor inválido “{value}” para a opção “{name}”: use {allowed}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options are written name=value, not “{part}”.</source>
        <translation>As opções escrevem-se nome=valor, não “{part}”.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal {number} is not in the {level} list of proven Pyramid deals.</source>
        <translation>O jogo {number} não está na lista “{level}” de jogos da Pirâmide com solução comprovada.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/ui/dialogs/play_number.py" line="+18"/>
        <source>Type a deal number or a game code.</source>
        <translation>Escreva um número de jogo ou um código de jogo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A number alone needs a game on the table: type a whole code “paciencia://…”.</source>
        <translation>Um número sozinho precisa de um jogo na mesa: escreva o código completo “paciencia://…”.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{text}” is neither a deal number nor a game code (they start with “paciencia://”).</source>
        <translation>“{text}” não é um número de jogo nem um código de jogo (os códigos começam por “paciencia://”).</translation>
    </message>
</context>
<context>
    <name>decks</name>
    <message>
        <location filename="../app/paciencia/decks/choice.py" line="+42"/>
        <source>The card deck {key} is no longer installed; using the classic deck.</source>
        <translation>O baralho {key} já não está instalado; a usar o baralho clássico.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+7"/>
        <source>The card deck {name} cannot be used ({why}); using the classic deck.</source>
        <translation>O baralho {name} não pode ser usado ({why}); a usar o baralho clássico.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/decks/sources.py" line="+48"/>
        <source>No such file or folder: {path}.</source>
        <translation>Ficheiro ou pasta inexistente: {path}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path}: unknown deck format. Expected a KDE card deck folder (with index.desktop), an AisleRiot SVG theme (.svg or .svgz) or a PySol cardset folder (with config.txt).</source>
        <translation>{path}: formato de baralho desconhecido. Esperava-se uma pasta de baralho do KDE (com index.desktop), um tema SVG do AisleRiot (.svg ou .svgz) ou uma pasta de cartas do PySol (com config.txt).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot read {path}: {error}.</source>
        <translation>Não foi possível ler {path}: {error}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is too large: over {limit} MB (the limit).</source>
        <translation>{path} é demasiado grande: passa de {limit} MB (o limite).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is not well-formed XML (line {line}: {error}).</source>
        <translation>{path} não é um XML bem formado (linha {line}: {error}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is not an SVG image.</source>
        <translation>{path} não é uma imagem SVG.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} could not be loaded as an SVG image.</source>
        <translation>Não foi possível abrir {path} como imagem SVG.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is malformed: {error}</source>
        <translation>{path} está mal formado: {error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} has no [KDE Backdeck] group.</source>
        <translation>{path} não tem o grupo [KDE Backdeck].</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} names no SVG file (SVG= key); KDE decks made of PNG images are not supported.</source>
        <translation>{path} não indica nenhum ficheiro SVG (chave SVG=); os baralhos do KDE feitos de imagens PNG não são suportados.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The SVG file {file} named by {path} is missing.</source>
        <translation>O ficheiro SVG {file} indicado por {path} não existe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path}, line {line}: not a PySol cardset description.</source>
        <translation>{path}, linha {line}: não é uma descrição de cartas do PySol.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is not a French-suited deck of 52 cards (cardset type {type}, {count} cards).</source>
        <translation>{path} não é um baralho francês de 52 cartas (tipo {type}, cartas: {count}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missing {count} elements: {names}.</source>
        <translation>Elementos em falta ({count}): {names}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missing {count} card images: {names}.</source>
        <translation>Imagens de cartas em falta ({count}): {names}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} has zero size.</source>
        <translation>{what} tem tamanho zero.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is enormous: {width} × {height} (the limit is {limit} a side).</source>
        <translation>{path} é enorme: {width} × {height} (o limite é {limit} por lado).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is too small: {width} × {height} pixels (at least {limit} a side).</source>
        <translation>{file} é demasiado pequeno: {width} × {height} píxeis (mínimo de {limit} por lado).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is enormous: {width} × {height} pixels (the limit is {limit} a side).</source>
        <translation>{file} é enorme: {width} × {height} píxeis (o limite é {limit} por lado).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} cannot be decoded as an image: {error}.</source>
        <translation>{file} não pode ser lido como imagem: {error}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards have odd proportions: height/width is {aspect} (accepted: {low} to {high}).</source>
        <translation>As cartas têm proporções estranhas: altura/largura é {aspect} (aceite: de {low} a {high}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{names} draw far outside their card: the deck uses SVG features this app cannot draw.</source>
        <translation>{names} são desenhados muito fora da carta: o baralho usa funcionalidades de SVG que esta aplicação não consegue desenhar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{element} renders as an empty image.</source>
        <translation>{element} é desenhado como uma imagem vazia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not copy the deck into {path}: {error}.</source>
        <translation>Não foi possível copiar o baralho para {path}: {error}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is not an imported deck.</source>
        <translation>{name} não é um baralho importado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck check stopped unexpectedly ({error}).</source>
        <translation>A verificação do baralho parou inesperadamente ({error}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checking the deck took too long (over {seconds} s): it is damaged or far too complex.</source>
        <translation>A verificação do baralho demorou demasiado (mais de {seconds} s): está danificado ou é demasiado complexo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is too complex to draw: over {limit} elements (the largest known deck has about 9 000).</source>
        <translation>{path} é demasiado complexo para desenhar: mais de {limit} elementos (o maior baralho conhecido tem cerca de 9 000).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} uses pictures from other files ({what}); a deck must hold all its pictures itself.</source>
        <translation>{path} usa imagens de outros ficheiros ({what}); um baralho tem de conter todas as suas imagens.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} declares XML entities, which card decks may not use.</source>
        <translation>{path} declara entidades XML, que os baralhos não podem usar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is not an ordinary file.</source>
        <translation>{path} não é um ficheiro normal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is a link to a file outside the deck&apos;s folder.</source>
        <translation>{path} é uma ligação para um ficheiro fora da pasta do baralho.</translation>
    </message>
</context>
<context>
    <name>end</name>
    <message>
        <location filename="../app/paciencia/ui/dialogs/end_dialog.py" line="+31"/>
        <source>{p} % ({won} of {played})</source>
        <translation>{p} % ({won} de {played})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{current} now · best {best}</source>
        <translation>{current} agora · melhor {best}</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+3"/>
        <source>You won!</source>
        <translation>Ganhou!</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+3"/>
        <source>Game over</source>
        <translation>Fim do jogo</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Game:</source>
        <translation>Jogo:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level:</source>
        <translation>Nível:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves:</source>
        <translation>Movimentos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undos:</source>
        <translation>Anulações:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hints:</source>
        <translation>Sugestões:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards left in the stock:</source>
        <translation>Cartas que ficaram no monte:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(time bonus {n})</source>
        <translation>(bónus de tempo {n})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score:</source>
        <translation>Pontuação:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game number:</source>
        <translation>Número do jogo:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code:</source>
        <translation>Código do jogo:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>this level</source>
        <translation>este nível</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>this game</source>
        <translation>este jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate ({which}):</source>
        <translation>Taxa de vitórias ({which}):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning streak:</source>
        <translation>Série de vitórias:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New entry in the leaderboard: place {n}!</source>
        <translation>Nova entrada na classificação: {n}.º lugar!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Leaderboard</source>
        <translation>&amp;Classificação</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Same deal again</source>
        <translation>&amp;Repetir o mesmo jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../app/paciencia/core/registry.py" line="+66"/>
        <source>Klondike</source>
        <translation>Clássica</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FreeCell</source>
        <translation>Campo livre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spider</source>
        <translation>Aranha</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pyramid</source>
        <translation>Pirâmide</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <location filename="../app/paciencia/ui/dialogs/help.py" line="+20"/>
        <source>&lt;h3&gt;FreeCell&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Goal.&lt;/b&gt; Move all 52 cards to the four foundations, one per suit, from Ace up to King.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Layout.&lt;/b&gt; Every card is dealt face up into eight columns: the first four get seven cards, the other four get six. Above them are four free cells, each holding one card, and the four foundations. There is no stock: nothing is left to chance once the deal is on the table.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Moves.&lt;/b&gt; Move the last card of a column, or a card from a free cell:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;onto a column whose last card is one rank higher and of the other colour (a red 7 on a black 8);&lt;/li&gt;&lt;li&gt;to an empty column (any card) or to an empty free cell;&lt;/li&gt;&lt;li&gt;to its foundation, when it is the next card of that suit.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;A run in order (descending, alternating colours) moves in one go when there is room to move it card by card: up to (empty free cells + 1) × 2&lt;sup&gt;empty columns&lt;/sup&gt; cards. An empty column that is the destination does not count as room. Click a card to send it to its best place, or drag it where you want it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Scoring.&lt;/b&gt; +10 for each card put on a foundation; −15 for a card taken back from a foundation. Winning adds a time bonus of 700 points less 2 per second played (never below 0). The score never drops below zero.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Options&lt;/b&gt; (Preferences → Games): cards may come back from the foundations (off by default); safe cards move to the foundations by themselves (on by default).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Good to know.&lt;/b&gt; Deal numbers 1 to 32000 are the classic deals known to FreeCell players everywhere. Almost every deal can be won, but not all of them. Undo is free and unlimited. The hint (D) asks the solver for a move when it answers quickly, and says so when the position has no way out.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys.&lt;/b&gt; Z undo, D hint, A auto, arrow keys and Enter to move cards, F2 new game.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Campo livre&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Objetivo.&lt;/b&gt; Levar as 52 cartas para as quatro fundações, uma por naipe, do ás ao rei.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A mesa.&lt;/b&gt; Todas as cartas são distribuídas à vista em oito colunas: as quatro primeiras recebem sete cartas, as outras quatro recebem seis. Em cima ficam as quatro células, cada uma para uma carta, e as quatro fundações. Não há monte: depois de baralhar e distribuir, nada fica entregue ao acaso.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Movimentos.&lt;/b&gt; Mova a última carta de uma coluna, ou uma carta de uma célula:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;para uma coluna cuja última carta tem um valor acima e é da outra cor (um 7 vermelho sobre um 8 preto);&lt;/li&gt;&lt;li&gt;para uma coluna vazia (qualquer carta) ou para uma célula vazia;&lt;/li&gt;&lt;li&gt;para a sua fundação, quando é a carta seguinte desse naipe.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Uma sequência ordenada (decrescente, cores alternadas) muda de lugar de uma vez quando há espaço para a mover carta a carta: até (células vazias + 1) × 2&lt;sup&gt;colunas vazias&lt;/sup&gt; cartas. Uma coluna vazia que seja o destino não conta. Carregue numa carta para a enviar para o melhor lugar, ou arraste-a para onde quiser.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Pontuação.&lt;/b&gt; +10 por cada carta posta numa fundação; −15 por cada carta retirada de uma fundação. Ao ganhar, recebe um bónus de tempo de 700 pontos menos 2 por segundo de jogo (nunca abaixo de 0). A pontuação nunca fica abaixo de zero.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Opções&lt;/b&gt; (Preferências → Jogos): as cartas podem voltar das fundações (desligado por predefinição); as cartas seguras vão sozinhas para as fundações (ligado por predefinição).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Convém saber.&lt;/b&gt; Os jogos número 1 a 32000 são as distribuições clássicas que os jogadores de FreeCell conhecem em todo o mundo. Quase todos têm solução, mas não todos. Anular é grátis e ilimitado. A sugestão (D) pede um movimento ao resolvedor quando este responde depressa, e avisa quando a posição não tem saída.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Teclas.&lt;/b&gt; Z anula, D sugestão, A subida automática, setas e Enter movem cartas, F2 novo jogo.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&lt;h3&gt;Spider&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Goal.&lt;/b&gt; Build eight complete runs, each from King down to Ace in a single suit. A complete run leaves the table at once; the game is won when all eight have left.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cards.&lt;/b&gt; 104 cards, as many as two decks, in the suits you choose: with 1 suit they are all spades; with 2 suits, spades and hearts; with 4 suits, two of each suit.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Layout.&lt;/b&gt; Ten columns: the first four get six cards, the other six get five, and only the last card of each is face up. The 50 cards left wait in the stock for five deals of ten.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Moves.&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A card goes onto a card one rank higher, whatever the suit (a 7 of hearts on an 8 of spades).&lt;/li&gt;&lt;li&gt;Several cards move together only when they are a descending run of one suit.&lt;/li&gt;&lt;li&gt;Any card or one-suit run may go to an empty column.&lt;/li&gt;&lt;li&gt;A face-down card that is uncovered turns over by itself.&lt;/li&gt;&lt;li&gt;Click the stock (or press Space) to deal one card face up onto each of the ten columns. You cannot deal while a column is empty, unless there are fewer cards on the table than columns.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Scoring.&lt;/b&gt; +5 for each face-down card turned; +5 for each card of a complete run that leaves (65 for a run). Winning adds a time bonus of 1400 points less 2 per second played (never below 0).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Options&lt;/b&gt; (Preferences → Games): 1 suit (gentle), 2 suits (balanced) or 4 suits (hard), from the next deal.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tips.&lt;/b&gt; Join cards of the same suit whenever you can: mixed runs cannot move together. Keep an empty column for a long run or a King.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys.&lt;/b&gt; Space deal, Z undo, D hint, arrow keys and Enter to move cards, F2 new game.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Aranha&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Objetivo.&lt;/b&gt; Formar oito sequências completas, cada uma do rei ao ás num só naipe. Uma sequência completa sai logo da mesa; o jogo está ganho quando saírem as oito.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cartas.&lt;/b&gt; 104 cartas, tantas como dois baralhos, dos naipes que escolher: com 1 naipe, são todas de espadas; com 2 naipes, espadas e copas; com 4 naipes, duas de cada naipe.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A mesa.&lt;/b&gt; Dez colunas: as quatro primeiras recebem seis cartas, as outras seis recebem cinco, e só a última de cada uma fica voltada para cima. As 50 cartas que sobram ficam no monte, para cinco distribuições de dez.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Movimentos.&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Uma carta vai para cima de uma carta com um valor acima, de qualquer naipe (um 7 de copas sobre um 8 de espadas).&lt;/li&gt;&lt;li&gt;Várias cartas só se movem juntas quando formam uma sequência decrescente do mesmo naipe.&lt;/li&gt;&lt;li&gt;Qualquer carta ou sequência de um só naipe pode ocupar uma coluna vazia.&lt;/li&gt;&lt;li&gt;Uma carta voltada para baixo que fica destapada vira-se sozinha.&lt;/li&gt;&lt;li&gt;Carregue no monte (ou prima Espaço) para distribuir uma carta à vista em cada uma das dez colunas. Não se pode distribuir com uma coluna vazia, a não ser que haja menos cartas na mesa do que colunas.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Pontuação.&lt;/b&gt; +5 por cada carta voltada para baixo que fica à vista; +5 por cada carta de uma sequência completa que sai (65 por sequência). Ao ganhar, recebe um bónus de tempo de 1400 pontos menos 2 por segundo de jogo (nunca abaixo de 0).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Opções&lt;/b&gt; (Preferências → Jogos): 1 naipe (fácil), 2 naipes (equilibrado) ou 4 naipes (difícil), a partir do próximo jogo.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Conselhos.&lt;/b&gt; Junte cartas do mesmo naipe sempre que puder: sequências de naipes misturados não se movem juntas. Guarde uma coluna vazia para uma sequência longa ou para um rei.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Teclas.&lt;/b&gt; Espaço distribui, Z anula, D sugestão, setas e Enter movem cartas, F2 novo jogo.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&lt;h3&gt;Pyramid&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Goal.&lt;/b&gt; Remove the 28 cards of the pyramid. Cards left in the stock or the waste do not matter.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Layout.&lt;/b&gt; 28 cards face up in seven rows, from one card at the top to seven at the bottom; each card is covered by the two cards below it. The other 24 cards wait face down in the stock, next to the waste and the discard pile.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Values.&lt;/b&gt; Ace = 1, 2 to 10 their number, Jack = 11, Queen = 12, King = 13. The suit never matters.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Moves.&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Only free cards are in play: pyramid cards with both covering cards gone (the whole bottom row at the start) and the top card of the waste.&lt;/li&gt;&lt;li&gt;Two cards in play that add up to 13 leave together: A + Q, 2 + J, 3 + 10, 4 + 9, 5 + 8, 6 + 7. A King leaves alone.&lt;/li&gt;&lt;li&gt;Click a card and every card that makes 13 with it gets a cyan ring; click one of those to remove the pair. A King leaves with one click. Click a covered card to see which cards cover it.&lt;/li&gt;&lt;li&gt;A card never pairs with a card that covers it, and the top of the waste never pairs with the card just under it.&lt;/li&gt;&lt;li&gt;Click the stock (or press Space) to turn one card onto the waste. When the stock is empty, a click turns the waste back over in the same order: three passes in all.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Lost deals.&lt;/b&gt; When every card that could partner a card lies under it, that card can never leave: it shows a padlock and the window offers to go back to just before the mistake. With the three passes spent and nothing adding up to 13, the deal is lost too; undo still works.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Levels&lt;/b&gt; (Preferences → Games): Easy and Standard deals come from lists whose solution was proven by a solver that could see the stock order: a solution exists, but winning is up to you. Random is any shuffle, unchecked. There is no score; the statistics keep the win rate per level. The values of A, J, Q and K can be shown beside them (on by default).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys.&lt;/b&gt; Space turn the stock, Z undo, D hint, arrow keys and Enter to pick cards, F2 new game.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pirâmide&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Objetivo.&lt;/b&gt; Retirar as 28 cartas da pirâmide. As cartas que ficarem no monte ou no descarte não contam.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A mesa.&lt;/b&gt; 28 cartas à vista em sete filas, de uma carta no topo a sete em baixo; cada carta fica tapada pelas duas cartas imediatamente abaixo. As outras 24 cartas ficam voltadas para baixo no monte, ao lado do descarte e da pilha das eliminadas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Valores.&lt;/b&gt; Ás = 1, do 2 ao 10 o próprio número, Valete = 11, Dama = 12, Rei = 13. O naipe nunca conta.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Movimentos.&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Só as cartas livres estão em jogo: as cartas da pirâmide já sem nenhuma das duas cartas que as tapavam (no início, toda a última fila) e a carta do topo do descarte.&lt;/li&gt;&lt;li&gt;Duas cartas em jogo que somam 13 saem juntas: A + Q, 2 + J, 3 + 10, 4 + 9, 5 + 8, 6 + 7. O rei sai sozinho.&lt;/li&gt;&lt;li&gt;Carregue numa carta e todas as que somam 13 com ela ficam com um anel ciano; carregue numa delas para retirar o par. O rei sai com um clique. Carregue numa carta tapada para ver que cartas a tapam.&lt;/li&gt;&lt;li&gt;Uma carta nunca forma par com uma carta que a tapa, e o topo do descarte nunca forma par com a carta logo por baixo.&lt;/li&gt;&lt;li&gt;Carregue no monte (ou prima Espaço) para virar uma carta para o descarte. Quando o monte acaba, um clique volta a pôr o descarte no monte pela mesma ordem: são três passagens ao todo.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Jogos perdidos.&lt;/b&gt; Quando todos os pares possíveis de uma carta estão por baixo dela, essa carta nunca vai sair: aparece-lhe um cadeado e a janela propõe voltar atrás até antes do erro. Com as três passagens gastas e nada a somar 13, o jogo também está perdido; ainda pode anular jogadas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Níveis&lt;/b&gt; (Preferências → Jogos): os jogos Fácil e Padrão vêm de listas com solução comprovada por um resolvedor que via a ordem do monte: existe uma solução, mas ganhar depende de si. Aleatória é uma baralhação qualquer, sem verificação. Não há pontuação; as estatísticas guardam a taxa de vitórias de cada nível. Os valores de A, J, Q e K podem aparecer ao lado das cartas (ligado por predefinição).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Teclas.&lt;/b&gt; Espaço vira o monte, Z anula, D sugestão, setas e Enter escolhem cartas, F2 novo jogo.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&lt;h3&gt;Klondike&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Goal.&lt;/b&gt; Move all 52 cards to the four foundations, one per suit, from Ace up to King.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Layout.&lt;/b&gt; Seven columns, dealt one to seven cards, with only the last card of each face up. The 24 cards left are the stock, face down; the cards you draw go onto the waste.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Moves.&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;In the columns, build down in alternating colours: a red 7 on a black 8.&lt;/li&gt;&lt;li&gt;A face-up run moves whole or from any of its cards, as long as its highest card fits. Only a King, alone or carrying its run, goes to an empty column.&lt;/li&gt;&lt;li&gt;Foundations build up by suit, one card at a time, from the waste or the end of a column.&lt;/li&gt;&lt;li&gt;The top card of a foundation may come back to a column if it fits.&lt;/li&gt;&lt;li&gt;When a face-down card is uncovered it turns over by itself.&lt;/li&gt;&lt;li&gt;Click the stock (or press Space) to draw one or three cards; only the top waste card can be played. When the stock is empty, the same click turns the waste back into the stock, in the same order.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Auto&lt;/b&gt; (A) sends every safe card to the foundations: Aces and 2s, and any card once both foundations of the other colour have reached the rank just below it. Once every card is face up and the stock is empty, the game can finish by itself.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Scoring.&lt;/b&gt; +10 for a card put on a foundation; +5 for a waste card played to a column; +5 for each face-down card turned; −15 for a card taken back from a foundation; −100 for turning the waste over when drawing one card (free when drawing three). Winning adds a time bonus: 700 points (1400 when drawing three) less 2 per second played, never below 0. The score never drops below zero.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Options&lt;/b&gt; (Preferences → Games, from the next deal): draw one or three cards; how many passes through the stock (unlimited by default; 1 means no second pass); only deals whose solution was proven before play. Auto-finish and the time bonus are under Behaviour.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Good to know.&lt;/b&gt; Undo is free and unlimited. The hint (D) suggests a simple move, not always the best; when no move makes progress the window warns you, and you may go on or resign.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys.&lt;/b&gt; Space draw, Z undo, D hint, A auto, arrow keys and Enter to move cards, F2 new game.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Clássica&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Objetivo.&lt;/b&gt; Levar as 52 cartas para as quatro fundações, uma por naipe, do ás ao rei.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A mesa.&lt;/b&gt; Sete colunas, com uma a sete cartas, e só a última de cada uma voltada para cima. As 24 cartas que sobram formam o monte, voltado para baixo; as cartas que tira do monte vão para o descarte.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Movimentos.&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Nas colunas, as cartas descem alternando as cores: um 7 vermelho sobre um 8 preto.&lt;/li&gt;&lt;li&gt;Uma sequência à vista muda de coluna inteira ou a partir de qualquer uma das suas cartas, desde que a carta mais alta encaixe. Só um rei, sozinho ou com a sua sequência, ocupa uma coluna vazia.&lt;/li&gt;&lt;li&gt;As fundações sobem por naipe, uma carta de cada vez, vinda do descarte ou do fim de uma coluna.&lt;/li&gt;&lt;li&gt;A carta de cima de uma fundação pode voltar para uma coluna, se encaixar.&lt;/li&gt;&lt;li&gt;Quando uma carta voltada para baixo fica destapada, vira-se sozinha.&lt;/li&gt;&lt;li&gt;Carregue no monte (ou prima Espaço) para tirar uma ou três cartas; só a carta do topo do descarte pode ser jogada. Quando o monte acaba, o mesmo clique volta a pôr o descarte no monte, pela mesma ordem.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Subida automática&lt;/b&gt; (A) leva para as fundações todas as cartas seguras: ases e 2, e qualquer carta quando as duas fundações da outra cor já chegaram ao valor imediatamente abaixo dela. Quando todas as cartas estão à vista e o monte acabou, o jogo pode terminar sozinho.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Pontuação.&lt;/b&gt; +10 por cada carta posta numa fundação; +5 por cada carta do descarte jogada numa coluna; +5 por cada carta voltada para baixo que fica à vista; −15 por cada carta retirada de uma fundação; −100 por voltar o descarte ao monte no modo de 1 carta (grátis no modo de 3). Ao ganhar, recebe um bónus de tempo: 700 pontos (1400 no modo de 3 cartas) menos 2 por segundo de jogo, nunca abaixo de 0. A pontuação nunca fica abaixo de zero.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Opções&lt;/b&gt; (Preferências → Jogos, a partir do próximo jogo): virar uma ou três cartas; quantas passagens pelo monte (sem limite por predefinição; 1 quer dizer sem segunda passagem); só jogos com solução comprovada antes de começar. O fim automático e o bónus de tempo estão em Comportamento.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Convém saber.&lt;/b&gt; Anular é grátis e ilimitado. A sugestão (D) propõe um movimento simples, nem sempre o melhor; quando nenhum movimento faz o jogo avançar, a janela avisa, e decide se continua ou desiste.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Teclas.&lt;/b&gt; Espaço tira do monte, Z anula, D sugestão, A subida automática, setas e Enter movem cartas, F2 novo jogo.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&lt;h3&gt;Keyboard&lt;/h3&gt;&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Arrow keys&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move the focus between cards and piles&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pick up the cards under the focus; Enter again puts them down (on the same pile: to their best place)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Escape&lt;/b&gt;&lt;/td&gt;&lt;td&gt;let go of the cards&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;draw from the stock / deal&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Z&lt;/b&gt;, Ctrl+Z&lt;/td&gt;&lt;td&gt;undo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+Z, Ctrl+Y&lt;/td&gt;&lt;td&gt;redo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;A&lt;/b&gt;&lt;/td&gt;&lt;td&gt;auto (cards up to the foundations)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F2&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rules of this game&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h3&gt;Teclado&lt;/h3&gt;&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Setas&lt;/b&gt;&lt;/td&gt;&lt;td&gt;movem o foco entre cartas e pilhas&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pega nas cartas sob o foco; Enter outra vez pousa-as (na mesma pilha: no melhor lugar para elas)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;larga as cartas&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Espaço&lt;/b&gt;&lt;/td&gt;&lt;td&gt;tira do monte / distribui&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Z&lt;/b&gt;, Ctrl+Z&lt;/td&gt;&lt;td&gt;anular&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+Z, Ctrl+Y&lt;/td&gt;&lt;td&gt;refazer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;sugestão&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;A&lt;/b&gt;&lt;/td&gt;&lt;td&gt;subida automática (cartas para as fundações)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F2&lt;/b&gt;&lt;/td&gt;&lt;td&gt;novo jogo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;regras deste jogo&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;h3&gt;Paciência {version}&lt;/h3&gt;&lt;p&gt;Klondike, FreeCell, Spider and Pyramid in one window.&lt;/p&gt;&lt;p&gt;Every deal has a game code: share it and a friend plays the same cards.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Paciência {version}&lt;/h3&gt;&lt;p&gt;Clássica, Campo livre, Aranha e Pirâmide numa só janela.&lt;/p&gt;&lt;p&gt;Cada jogo tem um código: partilhe-o e um amigo joga com as mesmas cartas.&lt;/p&gt;&lt;p&gt;Software livre sob a GNU GPL, versão 3 ou posterior.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>leaders</name>
    <message>
        <location filename="../app/paciencia/ui/dialogs/leaderboard.py" line="+42"/>
        <source>Leaderboard</source>
        <translation>Classificação</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Top {n}: Klondike, FreeCell and Spider</source>
        <translation>Top {n}: Clássica, Campo livre e Aranha</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your game enters the leaderboard in place {n}!</source>
        <translation>O seu jogo entrou na classificação em {n}.º lugar!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Movimentos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No won games yet: win a game of Klondike, FreeCell or Spider to enter.</source>
        <translation>Ainda não há jogos ganhos: ganhe um jogo de Clássica, Campo livre ou Aranha para entrar.</translation>
    </message>
</context>
<context>
    <name>menu</name>
    <message>
        <location filename="../app/paciencia/ui/actions.py" line="+66"/>
        <source>&amp;New game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart this deal</source>
        <translation>&amp;Recomeçar este jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play game number…</source>
        <translation>&amp;Jogar o jogo número…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy game code</source>
        <translation>&amp;Copiar código do jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leaderboard…</source>
        <translation>C&amp;lassificação…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;sign</source>
        <translation>De&amp;sistir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Undo</source>
        <translation>&amp;Anular</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Sugestão</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Auto</source>
        <translation>Subida au&amp;tomática</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Send every safe card to the foundations</source>
        <translation>Levar para as fundações todas as cartas que podem subir em segurança</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw / deal</source>
        <translation>&amp;Tirar do monte / distribuir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go back before the mistake</source>
        <translation>&amp;Voltar atrás antes do erro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Is this deal still &amp;winnable?</source>
        <translation>Este jogo ainda tem &amp;solução?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferências…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regras deste jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Teclado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Paciência</source>
        <translation>&amp;Acerca do Paciência</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+39"/>
        <source>&amp;Choose a game…</source>
        <translation>&amp;Escolher um jogo…</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>&amp;Definições</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Toolbar</source>
        <translation>Barra de ferramentas</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <translation>Jogos</translation>
    </message>
</context>
<context>
    <name>notices</name>
    <message>
        <location filename="../app/paciencia/ui/main_window.py" line="+191"/>
        <source>Some saved data could not be read</source>
        <translation>Não foi possível ler alguns dados guardados</translation>
    </message>
    <message>
        <location filename="../app/paciencia/ui/notices.py" line="+12"/>
        <source>Your preferences could not be read, so the usual ones are used.</source>
        <translation>Não foi possível ler as suas preferências; estão a ser usadas as predefinidas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your statistics could not be read, so they start again from zero.</source>
        <translation>Não foi possível ler as suas estatísticas; recomeçam do zero.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The leaderboard could not be read, so it starts empty.</source>
        <translation>Não foi possível ler a classificação; começa vazia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game you were playing could not be read, so it cannot go on.</source>
        <translation>Não foi possível ler o jogo que estava a jogar; não pode continuar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file {name} could not be read.</source>
        <translation>Não foi possível ler o ficheiro {name}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The damaged file was kept as {file}.</source>
        <translation>O ficheiro danificado foi guardado como {file}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everything else is as you left it.</source>
        <translation>Tudo o resto está como o deixou.</translation>
    </message>
</context>
<context>
    <name>number</name>
    <message>
        <location filename="../app/paciencia/ui/dialogs/play_number.py" line="+27"/>
        <source>{game}, deal {n}</source>
        <translation>{game}, jogo {n}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Play game number</source>
        <translation>Jogar o jogo número</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A deal number for the current game and options, or a whole game code (paciencia://…):</source>
        <translation>Um número de jogo para o jogo e as opções atuais, ou um código de jogo completo (paciencia://…):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game code (paciencia://…):</source>
        <translation>Um código de jogo (paciencia://…):</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Play</source>
        <translation>&amp;Jogar</translation>
    </message>
</context>
<context>
    <name>prefs</name>
    <message>
        <location filename="../app/paciencia/ui/dialogs/deck_page.py" line="+56"/>
        <source>Built-in</source>
        <translation>Incluídos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On this system</source>
        <translation>Neste sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Imported</source>
        <translation>Importados</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Paciência</source>
        <translation>Paciência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KDE card deck</source>
        <translation>Baralho do KDE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AisleRiot theme</source>
        <translation>Tema do AisleRiot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PySol cardset</source>
        <translation>Cartas do PySol</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Classic</source>
        <translation>Clássico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large index</source>
        <translation>Índice grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four colours</source>
        <translation>Quatro cores</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+222"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="-221"/>
        <location line="+221"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="-220"/>
        <location line="+221"/>
        <source>Red</source>
        <translation>Vermelho</translation>
    </message>
    <message>
        <location line="-220"/>
        <location line="+220"/>
        <source>Geometric</source>
        <translation>Geométrico</translation>
    </message>
    <message>
        <location line="-144"/>
        <source>This deck cannot be used.</source>
        <translation>Este baralho não pode ser usado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot be used: {why}</source>
        <translation>Não pode ser usado: {why}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>checking…</source>
        <translation>a verificar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>landscape cards</source>
        <translation>cartas na horizontal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>odd shape</source>
        <translation>formato estranho</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Card decks</source>
        <translation>Baralhos</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Decks you import appear here.</source>
        <translation>Os baralhos que importar aparecem aqui.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Card backs</source>
        <translation>Versos das cartas</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The deck&apos;s own</source>
        <translation>O do próprio baralho</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The back drawn by the chosen deck&apos;s artist</source>
        <translation>O verso desenhado pelo artista do baralho escolhido</translation>
    </message>
    <message>
        <location filename="../app/paciencia/ui/dialogs/deck_import.py" line="+26"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A deck &amp;file (SVG)…</source>
        <translation>Um &amp;ficheiro de baralho (SVG)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A deck f&amp;older (KDE, PySol)…</source>
        <translation>Uma &amp;pasta de baralho (KDE, PySol)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import a card deck</source>
        <translation>Importar um baralho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card decks (*.svg *.svgz index.desktop config.txt);;All files (*)</source>
        <translation>Baralhos (*.svg *.svgz index.desktop config.txt);;Todos os ficheiros (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Import a card deck folder</source>
        <translation>Importar uma pasta de baralho</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Remove deck</source>
        <translation>Remover baralho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the imported deck “{name}”? Its copy in Paciência&apos;s data folder is deleted; the file you imported it from stays.</source>
        <translation>Remover o baralho importado “{name}”? A sua cópia na pasta de dados do Paciência é apagada; o ficheiro de onde o importou fica onde está.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/ui/dialogs/preferences.py" line="+75"/>
        <source>Green felt</source>
        <translation>Feltro verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue felt</source>
        <translation>Feltro azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy felt</source>
        <translation>Feltro bordeaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grey felt</source>
        <translation>Feltro cinzento</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>As the system</source>
        <translation>Igual ao sistema</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Games</source>
        <translation>&amp;Jogos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;&amp; &amp;table</source>
        <translation>Cartas &amp;&amp; &amp;mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Behaviour</source>
        <translation>&amp;Comportamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language &amp;&amp; player</source>
        <translation>&amp;Idioma &amp;&amp; jogador</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Klondike</source>
        <translation>Clássica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One card</source>
        <translation>Uma carta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Three cards</source>
        <translation>Três cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Draw:</source>
        <translation>&amp;Virar:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unlimited</source>
        <translation>Sem limite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many times you may go through the stock (0: unlimited).</source>
        <translation>Quantas vezes pode passar pelo monte (0: sem limite).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Passes through the stock:</source>
        <translation>&amp;Passagens pelo monte:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only deals with a proven solution</source>
        <translation>Só jogos com solução comprovada</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Spider</source>
        <translation>Aranha</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 suit</source>
        <translation>1 naipe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 suits</source>
        <translation>2 naipes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4 suits</source>
        <translation>4 naipes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;uits:</source>
        <translation>&amp;Naipes:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pyramid</source>
        <translation>Pirâmide</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard</source>
        <translation>Padrão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random</source>
        <translation>Aleatória</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Le&amp;vel:</source>
        <translation>Ní&amp;vel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the values of A, J, Q and K</source>
        <translation>Mostrar os valores de A, J, Q e K</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>FreeCell</source>
        <translation>Campo livre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards may come back from the foundations</source>
        <translation>As cartas podem voltar das fundações</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move safe cards to the foundations by themselves</source>
        <translation>Levar sozinhas para as fundações as cartas seguras</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These options apply from the next deal.</source>
        <translation>Estas opções aplicam-se a partir do próximo jogo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Card &amp;deck:</source>
        <translation>&amp;Baralho:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Remove</source>
        <translation>&amp;Remover</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove the selected imported deck</source>
        <translation>Remover o baralho importado selecionado</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Verso das cartas:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Table:</source>
        <translation>&amp;Mesa:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The deck and back apply to all four games; the game goes on.</source>
        <translation>O baralho e o verso aplicam-se aos quatro jogos; o jogo continua.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Checking {name}…</source>
        <translation>A verificar {name}…</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+3"/>
        <source>Not imported: {why}</source>
        <translation>Não importado: {why}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Imported “{name}”.</source>
        <translation>“{name}” importado.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Removed “{name}”.</source>
        <translation>“{name}” removido.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A click on a card</source>
        <translation>Um clique numa carta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Sends it to its best place (drag to choose)</source>
        <translation>&amp;Envia a carta para o melhor lugar (arraste para escolher)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Does &amp;nothing: cards move only by dragging</source>
        <translation>&amp;Não faz nada: as cartas só se movem a arrastar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Off</source>
        <translation>Desligada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animações:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Finish a Klondike game by itself once every card is face up</source>
        <translation>&amp;Terminar sozinho o jogo de Clássica quando todas as cartas estiverem voltadas para cima</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a &amp;time bonus to the score of a won game</source>
        <translation>Somar um &amp;bónus de tempo à pontuação de um jogo ganho</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Auto-finish and the time bonus apply from the next deal.</source>
        <translation>O fim automático e o bónus de tempo aplicam-se a partir do próximo jogo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your name on the leaderboard</source>
        <translation>O seu nome na classificação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player name:</source>
        <translation>Nome do &amp;jogador:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new language takes effect the next time Paciência starts.</source>
        <translation>Um novo idioma entra em vigor da próxima vez que o Paciência for aberto.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../app/paciencia/core/game.py" line="+20"/>
        <location filename="../app/paciencia/core/games/klondike/help.py" line="+39"/>
        <source>No card can go up safely.</source>
        <translation>Nenhuma carta pode subir em segurança.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game is over.</source>
        <translation>Este jogo terminou.</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Nothing is locked.</source>
        <translation>Nenhuma carta está presa.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/core/rules/base.py" line="+35"/>
        <source>No move brings progress.</source>
        <translation>Nenhum movimento faz o jogo avançar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No moves left: this game has no way out.</source>
        <translation>Sem movimentos: este jogo já não tem saída.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/core/games/freecell/help.py" line="+43"/>
        <location filename="../app/paciencia/core/games/klondike/help.py" line="+6"/>
        <source>Put {card} on its foundation.</source>
        <translation>Ponha {card} na fundação.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {card} onto {target}: that empties column {column}.</source>
        <translation>Mova {card} para cima de {target}: isso esvazia a coluna {column}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {card} away: that frees {freed} for its foundation.</source>
        <translation>Tire {card} do lugar: isso liberta {freed} para a fundação.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {card} from its free cell onto {target}.</source>
        <translation>Mova {card} da célula para cima de {target}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {card} onto {target}: that uncovers {uncovered}.</source>
        <translation>Mova {card} para cima de {target}: isso destapa {uncovered}.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/core/games/freecell/reasons.py" line="+16"/>
        <source>There is no pile called {pile} in FreeCell.</source>
        <translation>Não existe a pilha {pile} no Campo livre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/paciencia/core/games/klondike/reasons.py" line="+20"/>
        <source>The cards are already there.</source>
        <translation>As cartas já estão aí.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose at least one card to move.</source>
        <translation>Escolha pelo menos uma carta para mover.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Column {column} has no card to move.</source>
        <translation>A coluna {column} não tem nenhuma carta para mover.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Column {column} has only {size} cards, not {count}.</source>
        <translation>A coluna {column} tem só {size} carta(s), não {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {count} cards from {card} up are not a run of descending ranks and alternating colours.</source>
        <translation>As {count} cartas a partir de {card} não formam uma sequência decrescente de cores alternadas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free cell {cell} is empty.</source>
        <translation>A célula {cell} está vazia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A free cell holds a single card.</source>
        <translation>Cada célula guarda uma única carta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free cell {cell} already holds {card}: a cell takes one card.</source>
        <translation>A célula {cell} já tem {card}: cada célula leva uma única carta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only one card at a time goes to a free cell.</source>
        <translation>Só vai uma carta de cada vez para uma célula.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards go to a foundation one at a time.</source>
        <translation>As cartas vão para a fundação uma de cada vez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} goes to the {suit} foundation.</source>
        <translation>{card} vai para a fundação de {suit}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} cannot go to its foundation yet: {needed} comes first.</source>
        <translation>{card} ainda não pode ir para a fundação: primeiro vem {needed}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {suit} foundation is already complete.</source>
        <translation>A fundação de {suit} já está completa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} does not fit on {target}: it needs a card one rank higher of the other colour.</source>
        <translation>{card} não encaixa em {target}: precisa de uma carta um valor acima e da outra cor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards do not come back from the foundations in this game.</source>
        <translation>Neste jogo as cartas não voltam das fundações.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {suit} foundation is empty.</source>
        <translation>A fundação de {suit} está vazia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the top card of a foundation can come back.</source>
        <translation>Só a carta de cima de uma fundação pode voltar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card from a foundation can only go back to a column.</source>
        <translation>Uma carta da fundação só pode voltar para uma coluna.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only {limit} cards can move with {cells} free cell and {columns} empty column; this run has {count}.</source>
        <translation>Com {cells} célula livre e {columns} coluna vazia, só se podem mover {limit} cartas; esta sequência tem {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only {limit} cards can move with {cells} free cell and {columns} empty columns; this run has {count}.</source>
        <translation>Com {cells} célula livre e {columns} colunas vazias, só se podem mover {limit} cartas; esta sequência tem {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only {limit} cards can move with {cells} free cells and {columns} empty column; this run has {count}.</source>
        <translation>Com {cells} células livres e {columns} coluna vazia, só se podem mover {limit} cartas; esta sequência tem {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only {limit} cards can move with {cells} free cells and {columns} empty columns; this run has {count}.</source>
        <translation>Com {cells} células livres e {columns} colunas vazias, só se podem mover {limit} cartas; esta sequência tem {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only {limit} cards can move into an empty column with {cells} free cell and {columns} other empty column; this run has {count}.</source>
        <translation>Com {cells} célula livre e {columns} outra coluna vazia, só se podem mover {limit} cartas para uma coluna vazia; esta sequência tem {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only {limit} cards can move into an empty column with {cells} free cell and {columns} other empty columns; this run has {count}.</source>
        <translation>Com {cells} célula livre e {columns} outras colunas vazias, só se podem mover {limit} cartas para uma coluna vazia; esta sequência tem {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only {limit} cards can move into an empty column with {cells} free cells and {columns} other empty column; this run has {count}.</source>
        <translation>Com {cells} células livres e {columns} outra coluna vazia, só se podem mover {limit} cartas para uma coluna vazia; esta sequência tem {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only {limit} cards can move into an empty column with {cells} free cells and {columns} other empty columns; this run has {count}.</source>
        <translation>Com {cells} células livres e {columns} outras colunas vazias, só se podem mover {limit} cartas para uma coluna vazia; esta sequência tem {count}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With no free cell and no empty column only one card can move; this run has {count}.</source>
        <translation>Sem células livres nem colunas vazias, só se pode mover uma carta; esta sequência tem {count}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With no free cell and no other empty column only one card can move into an empty column; this run has {count}.</source>
        <translation>Sem células livres nem outra coluna vazia, só se pode mover uma carta para uma coluna vazia; esta sequência tem {count}.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/core/games/klondike/help.py" line="-5"/>
        <source>No move that makes progress was found. You may go on trying, or resign.</source>
        <translation>Não foi encontrado nenhum movimento que faça o jogo avançar. Pode continuar a tentar ou desistir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Put {card} on its foundation: no card on the table needs it.</source>
        <translation>Ponha {card} na fundação: nenhuma carta da mesa precisa dela.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {card} to column {column}: a face-down card turns over.</source>
        <translation>Mova {card} para a coluna {column}: uma carta voltada para baixo fica à vista.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play {card} from the waste to column {column}.</source>
        <translation>Jogue {card} do descarte para a coluna {column}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {card} to column {column}: the empty column can then take a King.</source>
        <translation>Mova {card} para a coluna {column}: a coluna vazia poderá receber um rei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {card} to column {column}: {freed} can then go to its foundation.</source>
        <translation>Mova {card} para a coluna {column}: assim {freed} pode ir para a fundação.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw from the stock.</source>
        <translation>Tire uma carta do monte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the waste over and go through the stock again.</source>
        <translation>Volte o descarte e passe pelo monte outra vez.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/core/games/klondike/reasons.py" line="-1"/>
        <source>There is no pile called {pile}.</source>
        <translation>Não existe a pilha {pile}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That many cards cannot move at once.</source>
        <translation>Não se podem mover tantas cartas de uma vez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards from the stock are drawn onto the waste.</source>
        <translation>As cartas do monte são viradas para o descarte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stock is empty: turn the waste over to go on.</source>
        <translation>O monte acabou: volte o descarte para continuar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards cannot be put on the stock.</source>
        <translation>Não se podem pôr cartas no monte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The waste turns over only when the stock is empty.</source>
        <translation>O descarte só volta para o monte quando o monte acaba.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The waste is empty: there is nothing to turn over.</source>
        <translation>O descarte está vazio: não há nada para voltar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more passes: the pass limit is {limit}.</source>
        <translation>Não há mais passagens: o limite é {limit}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only cards drawn from the stock go on the waste.</source>
        <translation>Só as cartas tiradas do monte vão para o descarte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/paciencia/core/games/pyramid/rules.py" line="+39"/>
        <source>The waste is empty.</source>
        <translation>O descarte está vazio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the top card of the waste can be played.</source>
        <translation>Só a carta do topo do descarte pode ser jogada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card on a foundation can only go back to a column.</source>
        <translation>Uma carta da fundação só pode voltar para uma coluna.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That foundation is empty.</source>
        <translation>Essa fundação está vazia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the top card of a foundation can move.</source>
        <translation>Só a carta de cima de uma fundação pode ser movida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Column {column} is empty.</source>
        <translation>A coluna {column} está vazia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Column {column} has only {size} cards.</source>
        <translation>A coluna {column} tem só {size} carta(s).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face-down cards cannot move.</source>
        <translation>As cartas voltadas para baixo não se podem mover.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{upper} is not in sequence on {lower}, so they cannot move together.</source>
        <translation>{upper} não está em sequência sobre {lower}, por isso não se podem mover juntas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only one card at a time goes to a foundation.</source>
        <translation>Só vai uma carta de cada vez para a fundação.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} goes on the foundation of its own suit.</source>
        <translation>{card} vai para a fundação do seu naipe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} cannot go up yet: the next card for that foundation is {needed}.</source>
        <translation>{card} ainda não pode subir: a próxima carta dessa fundação é {needed}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only a King can go to an empty column.</source>
        <translation>Só um rei pode ocupar uma coluna vazia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card can go on {target}.</source>
        <translation>Nenhuma carta pode ir para cima de {target}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} does not go on {target}: it needs {first} or {second}.</source>
        <translation>{card} não encaixa em {target}: ali só cabe {first} ou {second}.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/core/games/pyramid/rules.py" line="-12"/>
        <source>Pyramid cards leave one by one or in pairs; a move takes no count.</source>
        <translation>As cartas da Pirâmide saem uma a uma ou aos pares; o movimento não leva quantidade.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no place called “{place}” in Pyramid.</source>
        <translation>Não existe o lugar “{place}” na Pirâmide.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards never come back from the discard.</source>
        <translation>As cartas eliminadas nunca voltam.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stock is empty: turn the waste back over to start a new pass.</source>
        <translation>O monte acabou: volte o descarte para começar outra passagem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stock is empty and the three passes are spent.</source>
        <translation>O monte acabou e as três passagens já foram usadas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The waste goes back to the stock only when the stock is empty.</source>
        <translation>O descarte só volta para o monte quando o monte acaba.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The three passes are spent: the waste cannot be turned back again.</source>
        <translation>As três passagens já foram usadas: o descarte não pode voltar ao monte outra vez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The stock and the waste are both empty.</source>
        <translation>O monte e o descarte estão ambos vazios.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The waste is empty: there is nothing to turn back.</source>
        <translation>O descarte está vazio: não há nada para voltar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock cards are not in play: turn them to the waste first.</source>
        <translation>As cartas do monte não estão em jogo: vire-as primeiro para o descarte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card has already been removed.</source>
        <translation>Essa carta já saiu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card cannot pair with itself.</source>
        <translation>Uma carta não forma par consigo própria.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The waste top does not pair with the card just under it: only the top card is in play.</source>
        <translation>O topo do descarte não forma par com a carta logo por baixo: só a carta de cima está em jogo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{cover} covers {card}: a card never pairs with a card that covers it.</source>
        <translation>{cover} tapa {card}: uma carta nunca forma par com uma carta que a tapa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{first} + {second} = {total} — needs 13</source>
        <translation>{first} + {second} = {total} — tem de dar 13</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only a King leaves alone: {card} needs a partner that makes 13.</source>
        <translation>Só o rei sai sozinho: {card} precisa de um par que some 13.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/core/games/pyramid/help.py" line="+44"/>
        <source>{card} is covered by {cover}.</source>
        <translation>{card} está tapada por {cover}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} is covered by {first} and {second}.</source>
        <translation>{card} está tapada por {first} e {second}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} can never leave: every card that makes 13 with it lies under it.</source>
        <translation>{card} nunca vai sair: todas as cartas que somam 13 com ela estão por baixo dela.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The three passes are spent and nothing sums 13.</source>
        <translation>As três passagens acabaram e nada soma 13.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing sums 13 and the stock and the waste are empty.</source>
        <translation>Nada soma 13 e o monte e o descarte estão vazios.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove {first} and {second}: they make 13.</source>
        <translation>Retire {first} e {second}: somam 13.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove {card}: a King leaves alone.</source>
        <translation>Retire {card}: o rei sai sozinho.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the stock.</source>
        <translation>Vire uma carta do monte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the waste back over to start pass {number} of 3.</source>
        <translation>Volte o descarte para começar a passagem {number} de 3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass {number}/{total} · {left} left</source>
        <translation>Passagem {number}/{total} · faltam {left}</translation>
    </message>
    <message>
        <location filename="../app/paciencia/core/games/spider/reasons.py" line="+7"/>
        <source>You cannot deal while a column is empty.</source>
        <translation>Não se pode distribuir com uma coluna vazia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stock is empty: there is nothing left to deal.</source>
        <translation>O monte acabou: já não há nada para distribuir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stock can only be dealt onto the columns.</source>
        <translation>O monte só pode ser distribuído pelas colunas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A deal puts exactly one card on each column.</source>
        <translation>Cada distribuição põe exatamente uma carta em cada coluna.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards can only be taken from a column or dealt from the stock.</source>
        <translation>As cartas só podem sair de uma coluna ou ser distribuídas a partir do monte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards can only go to another column.</source>
        <translation>As cartas só podem ir para outra coluna.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards are already in that column.</source>
        <translation>As cartas já estão nessa coluna.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That column is empty.</source>
        <translation>Essa coluna está vazia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At least one card must move.</source>
        <translation>Tem de se mover pelo menos uma carta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face-down cards cannot be moved.</source>
        <translation>As cartas voltadas para baixo não podem ser movidas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Several cards move together only if they form a descending run of one suit.</source>
        <translation>Várias cartas só se movem juntas se formarem uma sequência decrescente do mesmo naipe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} cannot go on {target}: it needs a card one rank higher.</source>
        <translation>{card} não pode ir para cima de {target}: precisa de uma carta um valor acima.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/core/games/spider/help.py" line="+67"/>
        <source>Move {card} onto {target}: it completes a run.</source>
        <translation>Mova {card} para cima de {target}: isso completa uma sequência.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {card} onto {target}: it turns a face-down card.</source>
        <translation>Mova {card} para cima de {target}: isso vira uma carta voltada para baixo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {card} to an empty column: it turns a face-down card.</source>
        <translation>Mova {card} para uma coluna vazia: isso vira uma carta voltada para baixo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {card} onto {target}: it empties a column.</source>
        <translation>Mova {card} para cima de {target}: isso esvazia uma coluna.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {card} onto {target}: it joins cards of the same suit.</source>
        <translation>Mova {card} para cima de {target}: isso junta cartas do mesmo naipe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {card} onto {target}: it opens the way for another move.</source>
        <translation>Mova {card} para cima de {target}: isso abre caminho para outro movimento.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {card} to an empty column: it opens the way for another move.</source>
        <translation>Mova {card} para uma coluna vazia: isso abre caminho para outro movimento.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {card} onto {target}: it puts the cards in sequence.</source>
        <translation>Mova {card} para cima de {target}: isso põe as cartas em sequência.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal a new row from the stock.</source>
        <translation>Distribua uma nova fila a partir do monte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {card} to the empty column: you cannot deal while a column is empty.</source>
        <translation>Mova {card} para a coluna vazia: não se pode distribuir com uma coluna vazia.</translation>
    </message>
</context>
<context>
    <name>search</name>
    <message>
        <location filename="../app/paciencia/ui/commands.py" line="+185"/>
        <source>Guaranteed solvable deal</source>
        <translation>Jogo com solução garantida</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Still winnable?</source>
        <translation>Ainda tem solução?</translation>
    </message>
    <message>
        <location filename="../app/paciencia/ui/dialogs/search_progress.py" line="+50"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Looking for a deal with a proven solution… candidate {k} of {n}</source>
        <translation>A procurar um jogo com solução comprovada… tentativa {k} de {n}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Searching whether this deal can still be won…</source>
        <translation>A verificar se este jogo ainda pode ser ganho…</translation>
    </message>
</context>
<context>
    <name>session</name>
    <message>
        <location filename="../app/paciencia/ui/session.py" line="+192"/>
        <source>Only the top card of the waste can be played.</source>
        <translation>Só a carta do topo do descarte pode ser jogada.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>That card has no place to go.</source>
        <translation>Essa carta não tem para onde ir.</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>A card is locked: it can never leave, so this deal is lost.</source>
        <translation>Uma carta ficou presa: nunca vai sair, por isso este jogo está perdido.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo still works.</source>
        <translation>Ainda pode anular jogadas.</translation>
    </message>
</context>
<context>
    <name>solver</name>
    <message>
        <location filename="../app/paciencia/ui/solver_worker.py" line="+255"/>
        <source>The solver found a way to win from here: this is its next move.</source>
        <translation>O resolvedor encontrou uma forma de ganhar a partir daqui: este é o seu próximo movimento.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking a few moves ahead, this move helps most.</source>
        <translation>Vendo alguns movimentos à frente, este é o movimento que mais ajuda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No way out: the solver proved that this position cannot be won.</source>
        <translation>Sem saída: o resolvedor provou que esta posição não pode ser ganha.</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <location filename="../app/paciencia/ui/dialogs/results_chart.py" line="+48"/>
        <source>{won} won out of the last {n} games</source>
        <translation>{won} ganhos nos últimos {n} jogos</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No games played yet.</source>
        <translation>Ainda não jogou nenhum jogo.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/ui/dialogs/statistics.py" line="+49"/>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Game:</source>
        <translation>&amp;Jogo:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Played:</source>
        <translation>Jogos jogados:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won:</source>
        <translation>Ganhos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>Taxa de vitórias:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won without help:</source>
        <translation>Ganhos sem ajuda:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>Série atual:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best streak:</source>
        <translation>Melhor série:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time:</source>
        <translation>Melhor tempo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest moves:</source>
        <translation>Menos movimentos:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Results over time: the win rate (line) and each game below it (green: won, light green: won with hints or undos, red: lost)</source>
        <translation>Resultados ao longo do tempo: a taxa de vitórias (linha) e cada jogo por baixo dela (verde: ganho, verde-claro: ganho com sugestões ou anulações, vermelho: perdido)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Reset this game…</source>
        <translation>&amp;Repor este jogo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset &amp;all…</source>
        <translation>Repor &amp;tudo…</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Forget the statistics of every game? This cannot be undone.</source>
        <translation>Apagar as estatísticas de todos os jogos? Esta ação não pode ser anulada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forget the statistics of {game}? This cannot be undone.</source>
        <translation>Apagar as estatísticas de {game}? Esta ação não pode ser anulada.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reset statistics</source>
        <translation>Repor estatísticas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reset</source>
        <translation>Repor</translation>
    </message>
</context>
<context>
    <name>status</name>
    <message>
        <location filename="../app/paciencia/ui/status.py" line="-50"/>
        <source>Score: {n}</source>
        <translation>Pontos: {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves: {n}</source>
        <translation>Movimentos: {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>Time: {t}</source>
        <translation>Tempo: {t}</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <location filename="../app/paciencia/ui/scene/layouts/base.py" line="+112"/>
        <source>Pass {n}/{limit}</source>
        <translation>Passagem {n}/{limit}</translation>
    </message>
    <message>
        <location filename="../app/paciencia/ui/scene/layouts/spider.py" line="+76"/>
        <source>{n} deals left</source>
        <translation>faltam {n} distribuições</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 deal left</source>
        <translation>falta 1 distribuição</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{n}/8 runs</source>
        <translation>{n}/8 sequências</translation>
    </message>
</context>
<context>
    <name>variant</name>
    <message>
        <location filename="../app/paciencia/ui/text.py" line="+33"/>
        <source>Draw {n}</source>
        <translation>Virar {n}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{n} passes</source>
        <translation>{n} passagens</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 pass</source>
        <translation>1 passagem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>guaranteed</source>
        <translation>com solução</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 suit</source>
        <translation>1 naipe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} suits</source>
        <translation>{n} naipes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard</source>
        <translation>Padrão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random</source>
        <translation>Aleatória</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../app/paciencia/ui/commands.py" line="-175"/>
        <source>The new options apply from the next deal.</source>
        <translation>As novas opções aplicam-se a partir do próximo jogo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New options</source>
        <translation>Novas opções</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new options change the deal. Start a new game with them now?

The game in progress would count as a loss. If you keep playing, the options apply from the next deal.</source>
        <translation>As novas opções mudam a distribuição. Começar já um novo jogo com elas?

O jogo em curso contaria como derrota. Se continuar a jogar, as opções aplicam-se a partir do próximo jogo.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Playing {code}</source>
        <translation>A jogar {code}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code copied: {code}</source>
        <translation>Código do jogo copiado: {code}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Resign</source>
        <translation>Desistir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resign this game? It counts as a loss and keeps the points.</source>
        <translation>Desistir deste jogo? Conta como derrota e mantém os pontos.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/ui/dialogs/help.py" line="+13"/>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <location filename="../app/paciencia/ui/commands.py" line="+27"/>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About Paciência</source>
        <translation>Acerca do Paciência</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The search for a proven deal failed.</source>
        <translation>A procura de um jogo com solução comprovada falhou.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Search cancelled.</source>
        <translation>Procura cancelada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is the plain shuffle of deal {n}, without a proven solution.</source>
        <translation>Esta é a baralhação simples do jogo {n}, sem solução comprovada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game in progress goes on.</source>
        <translation>O jogo em curso continua.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Solution proven: the solver found a complete solution for this deal.</source>
        <translation>Solução comprovada: o resolvedor encontrou uma solução completa para este jogo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None of the {n} deals tried has a proven solution within the search budget: this is the last one, without a proven solution.</source>
        <translation>Nenhum dos {n} jogos testados teve a solução comprovada dentro do limite da procura: este é o último, sem solução comprovada.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The solver could not decide in time whether this deal can still be won.</source>
        <translation>O resolvedor não conseguiu decidir a tempo se este jogo ainda pode ser ganho.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can no longer be won from here.</source>
        <translation>Este jogo já não pode ser ganho a partir daqui.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can still be won from here.</source>
        <translation>Este jogo ainda pode ser ganho a partir daqui.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/ui/main_window.py" line="+78"/>
        <source>Could not save the settings: {error}</source>
        <translation>Não foi possível guardar as definições: {error}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not save the game: {error}</source>
        <translation>Não foi possível guardar o jogo: {error}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Solution proven</source>
        <translation>Solução comprovada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no proven solution</source>
        <translation>sem solução comprovada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{game} — {code} — Paciência</source>
        <translation>{game} — {code} — Paciência</translation>
    </message>
</context>
</TS>
