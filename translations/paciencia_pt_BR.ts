<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
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
        <translation>Voltar antes do erro</translation>
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
        <translation>Tranquila</translation>
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
        <translation>Um código de partida começa com “paciencia://”: {text}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown game “{game}”: use klondike, freecell, spider or pyramid.</source>
        <translation>Jogo desconhecido “{game}”: use klondike, freecell, spider ou pyramid.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal number must be a positive whole number, not “{number}”.</source>
        <translation>O número da partida deve ser um número inteiro positivo, não “{number}”.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game code has no deal number after “{game}/”.</source>
        <translation>O código não tem o número da partida depois de “{game}/”.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unexpected text after the deal number: “{junk}”.</source>
        <translation>Texto inesperado depois do número da partida: “{junk}”.</translation>
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
        <translation>As opções se escrevem nome=valor, não “{part}”.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal {number} is not in the {level} list of proven Pyramid deals.</source>
        <translation>A partida {number} não está na lista “{level}” de partidas da Pirâmide com solução comprovada.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/ui/dialogs/play_number.py" line="+18"/>
        <source>Type a deal number or a game code.</source>
        <translation>Digite um número de partida ou um código de partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A number alone needs a game on the table: type a whole code “paciencia://…”.</source>
        <translation>Um número sozinho precisa de um jogo na mesa: digite o código inteiro “paciencia://…”.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{text}” is neither a deal number nor a game code (they start with “paciencia://”).</source>
        <translation>“{text}” não é um número de partida nem um código de partida (os códigos começam com “paciencia://”).</translation>
    </message>
</context>
<context>
    <name>decks</name>
    <message>
        <location filename="../app/paciencia/decks/choice.py" line="+42"/>
        <source>The card deck {key} is no longer installed; using the classic deck.</source>
        <translation>O baralho {key} não está mais instalado; usando o baralho clássico.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+7"/>
        <source>The card deck {name} cannot be used ({why}); using the classic deck.</source>
        <translation>O baralho {name} não pode ser usado ({why}); usando o baralho clássico.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/decks/sources.py" line="+48"/>
        <source>No such file or folder: {path}.</source>
        <translation>Arquivo ou pasta inexistente: {path}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path}: unknown deck format. Expected a KDE card deck folder (with index.desktop), an AisleRiot SVG theme (.svg or .svgz) or a PySol cardset folder (with config.txt).</source>
        <translation>{path}: formato de baralho desconhecido. Era esperada uma pasta de baralho do KDE (com index.desktop), um tema SVG do AisleRiot (.svg ou .svgz) ou uma pasta de cartas do PySol (com config.txt).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot read {path}: {error}.</source>
        <translation>Não foi possível ler {path}: {error}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is too large: over {limit} MB (the limit).</source>
        <translation>{path} é grande demais: passa de {limit} MB (o limite).</translation>
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
        <translation>{path} não pôde ser carregado como imagem SVG.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is malformed: {error}</source>
        <translation>{path} está malformado: {error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} has no [KDE Backdeck] group.</source>
        <translation>{path} não tem o grupo [KDE Backdeck].</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} names no SVG file (SVG= key); KDE decks made of PNG images are not supported.</source>
        <translation>{path} não indica nenhum arquivo SVG (chave SVG=); baralhos do KDE feitos de imagens PNG não são suportados.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The SVG file {file} named by {path} is missing.</source>
        <translation>O arquivo SVG {file} indicado por {path} não existe.</translation>
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
        <translation>{file} é pequeno demais: {width} × {height} pixels (mínimo de {limit} por lado).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is enormous: {width} × {height} pixels (the limit is {limit} a side).</source>
        <translation>{file} é enorme: {width} × {height} pixels (o limite é {limit} por lado).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} cannot be decoded as an image: {error}.</source>
        <translation>{file} não pode ser lido como imagem: {error}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards have odd proportions: height/width is {aspect} (accepted: {low} to {high}).</source>
        <translation>As cartas têm proporções estranhas: altura/largura é {aspect} (aceito: de {low} a {high}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{names} draw far outside their card: the deck uses SVG features this app cannot draw.</source>
        <translation>{names} são desenhados muito fora da carta: o baralho usa recursos de SVG que este app não consegue desenhar.</translation>
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
        <translation>A verificação do baralho demorou demais (mais de {seconds} s): ele está danificado ou é complexo demais.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is too complex to draw: over {limit} elements (the largest known deck has about 9 000).</source>
        <translation>{path} é complexo demais para desenhar: mais de {limit} elementos (o maior baralho conhecido tem cerca de 9 000).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} uses pictures from other files ({what}); a deck must hold all its pictures itself.</source>
        <translation>{path} usa imagens de outros arquivos ({what}); um baralho deve conter todas as suas imagens.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} declares XML entities, which card decks may not use.</source>
        <translation>{path} declara entidades XML, que os baralhos não podem usar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is not an ordinary file.</source>
        <translation>{path} não é um arquivo comum.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is a link to a file outside the deck&apos;s folder.</source>
        <translation>{path} é um link para um arquivo fora da pasta do baralho.</translation>
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
        <translation>Você venceu!</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+3"/>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
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
        <translation>Jogadas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undos:</source>
        <translation>Desfeitas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hints:</source>
        <translation>Dicas:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards left in the stock:</source>
        <translation>Cartas que sobraram no monte:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(time bonus {n})</source>
        <translation>(bônus de tempo {n})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score:</source>
        <translation>Pontuação:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game number:</source>
        <translation>Número da partida:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code:</source>
        <translation>Código da partida:</translation>
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
        <translation>Aproveitamento ({which}):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning streak:</source>
        <translation>Sequência de vitórias:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New entry in the leaderboard: place {n}!</source>
        <translation>Nova entrada no ranking: {n}º lugar!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Leaderboard</source>
        <translation>&amp;Ranking</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New game</source>
        <translation>&amp;Nova partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Same deal again</source>
        <translation>&amp;Mesma partida de novo</translation>
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
        <translation>&lt;h3&gt;Campo livre&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Objetivo.&lt;/b&gt; Levar as 52 cartas para as quatro fundações, uma por naipe, do ás ao rei.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A mesa.&lt;/b&gt; Todas as cartas são dadas abertas em oito colunas: as quatro primeiras recebem sete cartas, as outras quatro recebem seis. Em cima ficam as quatro células livres (os “cantos”), cada uma guardando uma carta, e as quatro fundações. Não há monte: depois da distribuição, nada fica por conta da sorte.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Jogadas.&lt;/b&gt; Mova a última carta de uma coluna, ou uma carta de uma célula:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;para uma coluna cuja última carta é um valor acima e da outra cor (um 7 vermelho sobre um 8 preto);&lt;/li&gt;&lt;li&gt;para uma coluna vazia (qualquer carta) ou para uma célula vazia;&lt;/li&gt;&lt;li&gt;para a sua fundação, quando é a próxima carta daquele naipe.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Uma sequência em ordem (decrescente, cores alternadas) muda de lugar de uma vez quando há espaço para movê-la carta por carta: até (células vazias + 1) × 2&lt;sup&gt;colunas vazias&lt;/sup&gt; cartas. Uma coluna vazia que é o destino não entra na conta. Clique numa carta para mandá-la ao melhor lugar, ou arraste-a para onde quiser.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Pontuação.&lt;/b&gt; +10 por carta posta numa fundação; −15 por carta tirada de uma fundação. Ao vencer, você ganha um bônus de tempo de 700 pontos menos 2 por segundo de partida (nunca abaixo de 0). A pontuação nunca fica abaixo de zero.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Opções&lt;/b&gt; (Preferências → Jogos): cartas podem voltar das fundações (desligado por padrão); as cartas seguras sobem sozinhas para as fundações (ligado por padrão).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bom saber.&lt;/b&gt; As partidas de número 1 a 32000 são as distribuições clássicas que os jogadores de Campo livre conhecem no mundo todo. Quase todas têm solução, mas não todas. Desfazer é grátis e ilimitado. A dica (D) pede uma jogada ao resolvedor quando ele responde rápido, e avisa quando a posição não tem saída.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Teclas.&lt;/b&gt; Z desfaz, D dica, A subida automática, setas e Enter movem cartas, F2 nova partida.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&lt;h3&gt;Spider&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Goal.&lt;/b&gt; Build eight complete runs, each from King down to Ace in a single suit. A complete run leaves the table at once; the game is won when all eight have left.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cards.&lt;/b&gt; 104 cards, as many as two decks, in the suits you choose: with 1 suit they are all spades; with 2 suits, spades and hearts; with 4 suits, two of each suit.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Layout.&lt;/b&gt; Ten columns: the first four get six cards, the other six get five, and only the last card of each is face up. The 50 cards left wait in the stock for five deals of ten.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Moves.&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A card goes onto a card one rank higher, whatever the suit (a 7 of hearts on an 8 of spades).&lt;/li&gt;&lt;li&gt;Several cards move together only when they are a descending run of one suit.&lt;/li&gt;&lt;li&gt;Any card or one-suit run may go to an empty column.&lt;/li&gt;&lt;li&gt;A face-down card that is uncovered turns over by itself.&lt;/li&gt;&lt;li&gt;Click the stock (or press Space) to deal one card face up onto each of the ten columns. You cannot deal while a column is empty, unless there are fewer cards on the table than columns.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Scoring.&lt;/b&gt; +5 for each face-down card turned; +5 for each card of a complete run that leaves (65 for a run). Winning adds a time bonus of 1400 points less 2 per second played (never below 0).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Options&lt;/b&gt; (Preferences → Games): 1 suit (gentle), 2 suits (balanced) or 4 suits (hard), from the next deal.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tips.&lt;/b&gt; Join cards of the same suit whenever you can: mixed runs cannot move together. Keep an empty column for a long run or a King.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys.&lt;/b&gt; Space deal, Z undo, D hint, arrow keys and Enter to move cards, F2 new game.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Aranha&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Objetivo.&lt;/b&gt; Montar oito escadas completas, cada uma do rei ao ás num só naipe. Uma escada completa sai da mesa na hora; a partida é vencida quando as oito saem.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cartas.&lt;/b&gt; 104 cartas, o mesmo que dois baralhos, nos naipes que você escolher: com 1 naipe, todas são de espadas; com 2 naipes, espadas e copas; com 4 naipes, duas de cada naipe.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A mesa.&lt;/b&gt; Dez colunas: as quatro primeiras recebem seis cartas, as outras seis recebem cinco, e só a última de cada uma fica aberta. As 50 cartas que sobram esperam no monte, para cinco rodadas de dez.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Jogadas.&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Uma carta vai sobre uma carta um valor acima, de qualquer naipe (um 7 de copas sobre um 8 de espadas).&lt;/li&gt;&lt;li&gt;Várias cartas só andam juntas quando formam uma sequência decrescente do mesmo naipe.&lt;/li&gt;&lt;li&gt;Qualquer carta ou sequência de um naipe pode ocupar uma coluna vazia.&lt;/li&gt;&lt;li&gt;Uma carta virada para baixo que fica descoberta vira sozinha.&lt;/li&gt;&lt;li&gt;Clique no monte (ou tecle Espaço) para repartir uma carta aberta em cada uma das dez colunas. Não dá para repartir com uma coluna vazia, a não ser que haja menos cartas na mesa do que colunas.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Pontuação.&lt;/b&gt; +5 por carta virada para baixo que é aberta; +5 por carta de cada escada completa que sai (65 por escada). Ao vencer, você ganha um bônus de tempo de 1400 pontos menos 2 por segundo de partida (nunca abaixo de 0).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Opções&lt;/b&gt; (Preferências → Jogos): 1 naipe (tranquilo), 2 naipes (equilibrado) ou 4 naipes (é briga), a partir da próxima partida.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Dicas.&lt;/b&gt; Junte cartas do mesmo naipe sempre que puder: sequências de naipes misturados não andam juntas. Guarde uma coluna vazia para uma sequência longa ou para um rei.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Teclas.&lt;/b&gt; Espaço reparte, Z desfaz, D dica, setas e Enter movem cartas, F2 nova partida.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&lt;h3&gt;Pyramid&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Goal.&lt;/b&gt; Remove the 28 cards of the pyramid. Cards left in the stock or the waste do not matter.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Layout.&lt;/b&gt; 28 cards face up in seven rows, from one card at the top to seven at the bottom; each card is covered by the two cards below it. The other 24 cards wait face down in the stock, next to the waste and the discard pile.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Values.&lt;/b&gt; Ace = 1, 2 to 10 their number, Jack = 11, Queen = 12, King = 13. The suit never matters.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Moves.&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Only free cards are in play: pyramid cards with both covering cards gone (the whole bottom row at the start) and the top card of the waste.&lt;/li&gt;&lt;li&gt;Two cards in play that add up to 13 leave together: A + Q, 2 + J, 3 + 10, 4 + 9, 5 + 8, 6 + 7. A King leaves alone.&lt;/li&gt;&lt;li&gt;Click a card and every card that makes 13 with it gets a cyan ring; click one of those to remove the pair. A King leaves with one click. Click a covered card to see which cards cover it.&lt;/li&gt;&lt;li&gt;A card never pairs with a card that covers it, and the top of the waste never pairs with the card just under it.&lt;/li&gt;&lt;li&gt;Click the stock (or press Space) to turn one card onto the waste. When the stock is empty, a click turns the waste back over in the same order: three passes in all.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Lost deals.&lt;/b&gt; When every card that could partner a card lies under it, that card can never leave: it shows a padlock and the window offers to go back to just before the mistake. With the three passes spent and nothing adding up to 13, the deal is lost too; undo still works.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Levels&lt;/b&gt; (Preferences → Games): Easy and Standard deals come from lists whose solution was proven by a solver that could see the stock order: a solution exists, but winning is up to you. Random is any shuffle, unchecked. There is no score; the statistics keep the win rate per level. The values of A, J, Q and K can be shown beside them (on by default).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys.&lt;/b&gt; Space turn the stock, Z undo, D hint, arrow keys and Enter to pick cards, F2 new game.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pirâmide&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Objetivo.&lt;/b&gt; Tirar as 28 cartas da pirâmide. As cartas que sobrarem no monte ou no descarte não importam.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A mesa.&lt;/b&gt; 28 cartas abertas em sete fileiras, de uma carta na ponta a sete embaixo; cada carta fica coberta pelas duas cartas logo abaixo dela. As outras 24 cartas esperam viradas para baixo no monte, ao lado do descarte e da pilha das eliminadas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Valores.&lt;/b&gt; Ás = 1, do 2 ao 10 o próprio número, Valete = 11, Dama = 12, Rei = 13. O naipe nunca importa.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Jogadas.&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Só as cartas livres estão em jogo: as cartas da pirâmide que já não têm nenhuma das duas cartas por cima (no começo, toda a última fileira) e a carta do topo do descarte.&lt;/li&gt;&lt;li&gt;Duas cartas em jogo que somam 13 saem juntas: A + Q, 2 + J, 3 + 10, 4 + 9, 5 + 8, 6 + 7. O rei sai sozinho.&lt;/li&gt;&lt;li&gt;Clique numa carta e todas as que somam 13 com ela ganham um anel ciano; clique numa delas para tirar o par. O rei sai com um clique. Clique numa carta coberta para ver quais cartas estão em cima dela.&lt;/li&gt;&lt;li&gt;Uma carta nunca forma par com uma carta que a cobre, e o topo do descarte nunca forma par com a carta logo embaixo dele.&lt;/li&gt;&lt;li&gt;Clique no monte (ou tecle Espaço) para virar uma carta no descarte. Quando o monte acaba, um clique repassa o descarte na mesma ordem: são três passadas no total.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Partidas perdidas.&lt;/b&gt; Quando todas as parceiras possíveis de uma carta estão embaixo dela, essa carta nunca vai sair: ela ganha um cadeado e a janela oferece voltar para logo antes do erro. Com as três passadas gastas e nada somando 13, a partida também está perdida; o desfazer continua funcionando.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Níveis&lt;/b&gt; (Preferências → Jogos): as partidas Tranquila e Padrão vêm de listas com solução comprovada por um resolvedor que via a ordem do monte: existe uma solução, mas vencer depende de você. A Aleatória é um embaralhamento qualquer, sem verificação. Não há pontuação; as estatísticas guardam o aproveitamento de cada nível. Os valores de A, J, Q e K podem aparecer ao lado delas (ligado por padrão).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Teclas.&lt;/b&gt; Espaço vira o monte, Z desfaz, D dica, setas e Enter escolhem cartas, F2 nova partida.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&lt;h3&gt;Klondike&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Goal.&lt;/b&gt; Move all 52 cards to the four foundations, one per suit, from Ace up to King.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Layout.&lt;/b&gt; Seven columns, dealt one to seven cards, with only the last card of each face up. The 24 cards left are the stock, face down; the cards you draw go onto the waste.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Moves.&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;In the columns, build down in alternating colours: a red 7 on a black 8.&lt;/li&gt;&lt;li&gt;A face-up run moves whole or from any of its cards, as long as its highest card fits. Only a King, alone or carrying its run, goes to an empty column.&lt;/li&gt;&lt;li&gt;Foundations build up by suit, one card at a time, from the waste or the end of a column.&lt;/li&gt;&lt;li&gt;The top card of a foundation may come back to a column if it fits.&lt;/li&gt;&lt;li&gt;When a face-down card is uncovered it turns over by itself.&lt;/li&gt;&lt;li&gt;Click the stock (or press Space) to draw one or three cards; only the top waste card can be played. When the stock is empty, the same click turns the waste back into the stock, in the same order.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Auto&lt;/b&gt; (A) sends every safe card to the foundations: Aces and 2s, and any card once both foundations of the other colour have reached the rank just below it. Once every card is face up and the stock is empty, the game can finish by itself.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Scoring.&lt;/b&gt; +10 for a card put on a foundation; +5 for a waste card played to a column; +5 for each face-down card turned; −15 for a card taken back from a foundation; −100 for turning the waste over when drawing one card (free when drawing three). Winning adds a time bonus: 700 points (1400 when drawing three) less 2 per second played, never below 0. The score never drops below zero.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Options&lt;/b&gt; (Preferences → Games, from the next deal): draw one or three cards; how many passes through the stock (unlimited by default; 1 means no second pass); only deals whose solution was proven before play. Auto-finish and the time bonus are under Behaviour.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Good to know.&lt;/b&gt; Undo is free and unlimited. The hint (D) suggests a simple move, not always the best; when no move makes progress the window warns you, and you may go on or resign.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys.&lt;/b&gt; Space draw, Z undo, D hint, A auto, arrow keys and Enter to move cards, F2 new game.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Clássica&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Objetivo.&lt;/b&gt; Levar as 52 cartas para as quatro fundações, uma por naipe, do ás ao rei.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A mesa.&lt;/b&gt; Sete colunas, dadas com uma a sete cartas, só com a última de cada uma aberta. As 24 cartas que sobram formam o monte, virado para baixo; as cartas que você compra vão para o descarte.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Jogadas.&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Nas colunas, as cartas descem alternando as cores: um 7 vermelho sobre um 8 preto.&lt;/li&gt;&lt;li&gt;Uma sequência aberta muda de coluna inteira ou a partir de qualquer carta dela, desde que a carta mais alta encaixe. Só um rei, sozinho ou com a sua sequência, ocupa uma coluna vazia.&lt;/li&gt;&lt;li&gt;As fundações sobem por naipe, uma carta de cada vez, vinda do descarte ou da ponta de uma coluna.&lt;/li&gt;&lt;li&gt;A carta de cima de uma fundação pode voltar para uma coluna, se encaixar.&lt;/li&gt;&lt;li&gt;Quando uma carta virada para baixo fica descoberta, ela vira sozinha.&lt;/li&gt;&lt;li&gt;Clique no monte (ou tecle Espaço) para comprar uma ou três cartas; só a carta do topo do descarte pode ser jogada. Quando o monte acaba, o mesmo clique devolve o descarte ao monte, na mesma ordem.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Subida automática&lt;/b&gt; (A) leva para as fundações todas as cartas seguras: ases e 2, e qualquer carta quando as duas fundações da outra cor já chegaram ao valor logo abaixo dela. Quando todas as cartas estão abertas e o monte acabou, a partida pode terminar sozinha.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Pontuação.&lt;/b&gt; +10 por carta posta numa fundação; +5 por carta do descarte jogada numa coluna; +5 por carta virada para baixo que é aberta; −15 por carta tirada de uma fundação; −100 por reciclar o descarte no modo de 1 carta (grátis no modo de 3). Ao vencer, você ganha um bônus de tempo: 700 pontos (1400 no modo de 3 cartas) menos 2 por segundo de partida, nunca abaixo de 0. A pontuação nunca fica abaixo de zero.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Opções&lt;/b&gt; (Preferências → Jogos, a partir da próxima partida): virar uma ou três cartas; quantas passadas pelo monte (sem limite por padrão; 1 quer dizer sem segunda passada); só partidas com solução comprovada antes de começar. O término automático e o bônus de tempo ficam em Comportamento.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bom saber.&lt;/b&gt; Desfazer é grátis e ilimitado. A dica (D) sugere uma jogada simples, nem sempre a melhor; quando nenhuma jogada faz a partida avançar, a janela avisa, e você decide se continua ou desiste.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Teclas.&lt;/b&gt; Espaço compra, Z desfaz, D dica, A subida automática, setas e Enter movem cartas, F2 nova partida.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&lt;h3&gt;Keyboard&lt;/h3&gt;&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Arrow keys&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move the focus between cards and piles&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pick up the cards under the focus; Enter again puts them down (on the same pile: to their best place)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Escape&lt;/b&gt;&lt;/td&gt;&lt;td&gt;let go of the cards&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;draw from the stock / deal&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Z&lt;/b&gt;, Ctrl+Z&lt;/td&gt;&lt;td&gt;undo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+Z, Ctrl+Y&lt;/td&gt;&lt;td&gt;redo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;A&lt;/b&gt;&lt;/td&gt;&lt;td&gt;auto (cards up to the foundations)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F2&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new game&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rules of this game&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h3&gt;Teclado&lt;/h3&gt;&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Setas&lt;/b&gt;&lt;/td&gt;&lt;td&gt;movem o foco entre cartas e pilhas&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pega as cartas sob o foco; Enter de novo as solta (na mesma pilha: no melhor lugar para elas)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;solta as cartas&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Espaço&lt;/b&gt;&lt;/td&gt;&lt;td&gt;compra do monte / reparte&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Z&lt;/b&gt;, Ctrl+Z&lt;/td&gt;&lt;td&gt;desfazer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+Z, Ctrl+Y&lt;/td&gt;&lt;td&gt;refazer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;dica&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;A&lt;/b&gt;&lt;/td&gt;&lt;td&gt;subida automática (cartas para as fundações)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F2&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nova partida&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;regras deste jogo&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;h3&gt;Paciência {version}&lt;/h3&gt;&lt;p&gt;Klondike, FreeCell, Spider and Pyramid in one window.&lt;/p&gt;&lt;p&gt;Every deal has a game code: share it and a friend plays the same cards.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Paciência {version}&lt;/h3&gt;&lt;p&gt;Clássica, Campo livre, Aranha e Pirâmide numa janela só.&lt;/p&gt;&lt;p&gt;Toda partida tem um código: compartilhe e um amigo joga com as mesmas cartas.&lt;/p&gt;&lt;p&gt;Software livre sob a GNU GPL, versão 3 ou posterior.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>leaders</name>
    <message>
        <location filename="../app/paciencia/ui/dialogs/leaderboard.py" line="+42"/>
        <source>Leaderboard</source>
        <translation>Ranking</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Top {n}: Klondike, FreeCell and Spider</source>
        <translation>Top {n}: Clássica, Campo livre e Aranha</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your game enters the leaderboard in place {n}!</source>
        <translation>Sua partida entrou no ranking em {n}º lugar!</translation>
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
        <translation>Jogadas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No won games yet: win a game of Klondike, FreeCell or Spider to enter.</source>
        <translation>Ainda não há partidas vencidas: vença uma partida de Clássica, Campo livre ou Aranha para entrar.</translation>
    </message>
</context>
<context>
    <name>menu</name>
    <message>
        <location filename="../app/paciencia/ui/actions.py" line="+66"/>
        <source>&amp;New game</source>
        <translation>&amp;Nova partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart this deal</source>
        <translation>&amp;Recomeçar esta partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play game number…</source>
        <translation>&amp;Jogar partida número…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy game code</source>
        <translation>&amp;Copiar código da partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leaderboard…</source>
        <translation>R&amp;anking…</translation>
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
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>D&amp;ica</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Auto</source>
        <translation>Subida au&amp;tomática</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Send every safe card to the foundations</source>
        <translation>Levar para as fundações todas as cartas que podem subir com segurança</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw / deal</source>
        <translation>&amp;Comprar / distribuir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go back before the mistake</source>
        <translation>&amp;Voltar antes do erro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Is this deal still &amp;winnable?</source>
        <translation>Esta partida ainda tem &amp;solução?</translation>
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
        <translation>&amp;Sobre o Paciência</translation>
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
        <translation>&amp;Configurações</translation>
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
        <translation>Alguns dados salvos não puderam ser lidos</translation>
    </message>
    <message>
        <location filename="../app/paciencia/ui/notices.py" line="+12"/>
        <source>Your preferences could not be read, so the usual ones are used.</source>
        <translation>Não foi possível ler suas preferências; as preferências padrão estão sendo usadas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your statistics could not be read, so they start again from zero.</source>
        <translation>Não foi possível ler suas estatísticas; elas recomeçam do zero.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The leaderboard could not be read, so it starts empty.</source>
        <translation>Não foi possível ler o ranking; ele começa vazio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game you were playing could not be read, so it cannot go on.</source>
        <translation>Não foi possível ler a partida que você estava jogando; ela não pode continuar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file {name} could not be read.</source>
        <translation>Não foi possível ler o arquivo {name}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The damaged file was kept as {file}.</source>
        <translation>O arquivo danificado foi guardado como {file}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everything else is as you left it.</source>
        <translation>Todo o resto está como você deixou.</translation>
    </message>
</context>
<context>
    <name>number</name>
    <message>
        <location filename="../app/paciencia/ui/dialogs/play_number.py" line="+27"/>
        <source>{game}, deal {n}</source>
        <translation>{game}, partida {n}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Play game number</source>
        <translation>Jogar partida número</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A deal number for the current game and options, or a whole game code (paciencia://…):</source>
        <translation>Um número de partida para o jogo e as opções atuais, ou um código de partida completo (paciencia://…):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game code (paciencia://…):</source>
        <translation>Um código de partida (paciencia://…):</translation>
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
        <translation>verificando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>landscape cards</source>
        <translation>cartas deitadas</translation>
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
        <translation>Os baralhos que você importar aparecem aqui.</translation>
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
        <translation>Um &amp;arquivo de baralho (SVG)…</translation>
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
        <translation>Baralhos (*.svg *.svgz index.desktop config.txt);;Todos os arquivos (*)</translation>
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
        <translation>Remover o baralho importado “{name}”? A cópia dele na pasta de dados do Paciência é apagada; o arquivo de onde você o importou continua onde está.</translation>
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
        <translation>Feltro bordô</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grey felt</source>
        <translation>Feltro cinza</translation>
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
        <translation>Quantas vezes você pode passar pelo monte (0: sem limite).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Passes through the stock:</source>
        <translation>&amp;Passadas pelo monte:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only deals with a proven solution</source>
        <translation>Só partidas com solução comprovada</translation>
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
        <translation>Tranquila</translation>
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
        <translation>Cartas podem voltar das fundações</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move safe cards to the foundations by themselves</source>
        <translation>Subir sozinhas para as fundações as cartas seguras</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These options apply from the next deal.</source>
        <translation>Estas opções valem a partir da próxima partida.</translation>
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
        <translation>O baralho e o verso valem para os quatro jogos; a partida continua.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Checking {name}…</source>
        <translation>Verificando {name}…</translation>
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
        <translation>&amp;Manda a carta para o melhor lugar (arraste para escolher)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Does &amp;nothing: cards move only by dragging</source>
        <translation>&amp;Não faz nada: as cartas só se movem arrastando</translation>
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
        <translation>&amp;Terminar sozinha a partida de Clássica quando todas as cartas estiverem abertas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a &amp;time bonus to the score of a won game</source>
        <translation>Somar um &amp;bônus de tempo à pontuação de uma partida vencida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Auto-finish and the time bonus apply from the next deal.</source>
        <translation>O término automático e o bônus de tempo valem a partir da próxima partida.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your name on the leaderboard</source>
        <translation>Seu nome no ranking</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player name:</source>
        <translation>Nome do &amp;jogador:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new language takes effect the next time Paciência starts.</source>
        <translation>Um novo idioma passa a valer na próxima vez que o Paciência for aberto.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../app/paciencia/core/game.py" line="+20"/>
        <location filename="../app/paciencia/core/games/klondike/help.py" line="+39"/>
        <source>No card can go up safely.</source>
        <translation>Nenhuma carta pode subir com segurança.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game is over.</source>
        <translation>Esta partida terminou.</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Nothing is locked.</source>
        <translation>Nenhuma carta está presa.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/core/rules/base.py" line="+35"/>
        <source>No move brings progress.</source>
        <translation>Nenhuma jogada faz a partida avançar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No moves left: this game has no way out.</source>
        <translation>Sem jogadas: esta partida não tem mais saída.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/core/games/freecell/help.py" line="+43"/>
        <location filename="../app/paciencia/core/games/klondike/help.py" line="+6"/>
        <source>Put {card} on its foundation.</source>
        <translation>Suba {card} para a fundação.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {card} onto {target}: that empties column {column}.</source>
        <translation>Mova {card} para cima de {target}: isso esvazia a coluna {column}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {card} away: that frees {freed} for its foundation.</source>
        <translation>Tire {card} do lugar: isso libera {freed} para a fundação.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {card} from its free cell onto {target}.</source>
        <translation>Mova {card} da célula livre para cima de {target}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {card} onto {target}: that uncovers {uncovered}.</source>
        <translation>Mova {card} para cima de {target}: isso descobre {uncovered}.</translation>
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
        <translation>A coluna {column} não tem carta para mover.</translation>
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
        <translation>Uma célula livre guarda uma carta só.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free cell {cell} already holds {card}: a cell takes one card.</source>
        <translation>A célula {cell} já guarda {card}: cada célula leva uma carta só.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only one card at a time goes to a free cell.</source>
        <translation>Só vai uma carta de cada vez para uma célula livre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards go to a foundation one at a time.</source>
        <translation>As cartas sobem para a fundação uma de cada vez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} goes to the {suit} foundation.</source>
        <translation>{card} vai para a fundação de {suit}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} cannot go to its foundation yet: {needed} comes first.</source>
        <translation>{card} ainda não pode subir para a fundação: antes vem {needed}.</translation>
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
        <translation>Com {cells} célula livre e {columns} coluna vazia, só dá para mover {limit} cartas; esta sequência tem {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only {limit} cards can move with {cells} free cell and {columns} empty columns; this run has {count}.</source>
        <translation>Com {cells} célula livre e {columns} colunas vazias, só dá para mover {limit} cartas; esta sequência tem {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only {limit} cards can move with {cells} free cells and {columns} empty column; this run has {count}.</source>
        <translation>Com {cells} células livres e {columns} coluna vazia, só dá para mover {limit} cartas; esta sequência tem {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only {limit} cards can move with {cells} free cells and {columns} empty columns; this run has {count}.</source>
        <translation>Com {cells} células livres e {columns} colunas vazias, só dá para mover {limit} cartas; esta sequência tem {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only {limit} cards can move into an empty column with {cells} free cell and {columns} other empty column; this run has {count}.</source>
        <translation>Com {cells} célula livre e {columns} outra coluna vazia, só dá para mover {limit} cartas para uma coluna vazia; esta sequência tem {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only {limit} cards can move into an empty column with {cells} free cell and {columns} other empty columns; this run has {count}.</source>
        <translation>Com {cells} célula livre e {columns} outras colunas vazias, só dá para mover {limit} cartas para uma coluna vazia; esta sequência tem {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only {limit} cards can move into an empty column with {cells} free cells and {columns} other empty column; this run has {count}.</source>
        <translation>Com {cells} células livres e {columns} outra coluna vazia, só dá para mover {limit} cartas para uma coluna vazia; esta sequência tem {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only {limit} cards can move into an empty column with {cells} free cells and {columns} other empty columns; this run has {count}.</source>
        <translation>Com {cells} células livres e {columns} outras colunas vazias, só dá para mover {limit} cartas para uma coluna vazia; esta sequência tem {count}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With no free cell and no empty column only one card can move; this run has {count}.</source>
        <translation>Sem célula livre nem coluna vazia, só dá para mover uma carta; esta sequência tem {count}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With no free cell and no other empty column only one card can move into an empty column; this run has {count}.</source>
        <translation>Sem célula livre nem outra coluna vazia, só dá para mover uma carta para uma coluna vazia; esta sequência tem {count}.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/core/games/klondike/help.py" line="-5"/>
        <source>No move that makes progress was found. You may go on trying, or resign.</source>
        <translation>Não foi encontrada nenhuma jogada que faça a partida avançar. Você pode continuar tentando ou desistir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Put {card} on its foundation: no card on the table needs it.</source>
        <translation>Suba {card} para a fundação: nenhuma carta da mesa precisa dela.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {card} to column {column}: a face-down card turns over.</source>
        <translation>Mova {card} para a coluna {column}: uma carta virada para baixo será aberta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play {card} from the waste to column {column}.</source>
        <translation>Jogue {card} do descarte na coluna {column}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {card} to column {column}: the empty column can then take a King.</source>
        <translation>Mova {card} para a coluna {column}: a coluna vazia poderá receber um rei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {card} to column {column}: {freed} can then go to its foundation.</source>
        <translation>Mova {card} para a coluna {column}: assim {freed} pode subir para a fundação.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw from the stock.</source>
        <translation>Compre do monte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the waste over and go through the stock again.</source>
        <translation>Recicle o descarte e passe pelo monte de novo.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/core/games/klondike/reasons.py" line="-1"/>
        <source>There is no pile called {pile}.</source>
        <translation>Não existe a pilha {pile}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That many cards cannot move at once.</source>
        <translation>Não dá para mover tantas cartas de uma vez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards from the stock are drawn onto the waste.</source>
        <translation>As cartas do monte são viradas para o descarte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stock is empty: turn the waste over to go on.</source>
        <translation>O monte acabou: recicle o descarte para continuar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards cannot be put on the stock.</source>
        <translation>Não se pode pôr cartas no monte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The waste turns over only when the stock is empty.</source>
        <translation>O descarte só volta para o monte quando o monte acaba.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The waste is empty: there is nothing to turn over.</source>
        <translation>O descarte está vazio: não há nada para reciclar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more passes: the pass limit is {limit}.</source>
        <translation>Não há mais passadas: o limite é {limit}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only cards drawn from the stock go on the waste.</source>
        <translation>Só as cartas compradas do monte vão para o descarte.</translation>
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
        <translation>Cartas viradas para baixo não podem ser movidas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{upper} is not in sequence on {lower}, so they cannot move together.</source>
        <translation>{upper} não está em sequência sobre {lower}, então não podem mudar juntas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only one card at a time goes to a foundation.</source>
        <translation>Só sobe uma carta de cada vez para a fundação.</translation>
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
        <translation>Nenhuma carta pode ir sobre {target}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} does not go on {target}: it needs {first} or {second}.</source>
        <translation>{card} não encaixa em {target}: ali só entra {first} ou {second}.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/core/games/pyramid/rules.py" line="-12"/>
        <source>Pyramid cards leave one by one or in pairs; a move takes no count.</source>
        <translation>As cartas da Pirâmide saem uma a uma ou em pares; a jogada não leva quantidade.</translation>
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
        <translation>O monte acabou: repasse o descarte para começar outra passada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stock is empty and the three passes are spent.</source>
        <translation>O monte acabou e as três passadas já foram usadas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The waste goes back to the stock only when the stock is empty.</source>
        <translation>O descarte só volta para o monte quando o monte acaba.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The three passes are spent: the waste cannot be turned back again.</source>
        <translation>As três passadas já foram usadas: o descarte não pode ser repassado de novo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The stock and the waste are both empty.</source>
        <translation>O monte e o descarte estão vazios.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The waste is empty: there is nothing to turn back.</source>
        <translation>O descarte está vazio: não há nada para repassar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock cards are not in play: turn them to the waste first.</source>
        <translation>As cartas do monte não estão em jogo: vire-as para o descarte primeiro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card has already been removed.</source>
        <translation>Essa carta já saiu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card cannot pair with itself.</source>
        <translation>Uma carta não forma par com ela mesma.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The waste top does not pair with the card just under it: only the top card is in play.</source>
        <translation>O topo do descarte não forma par com a carta logo embaixo dele: só a carta de cima está em jogo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{cover} covers {card}: a card never pairs with a card that covers it.</source>
        <translation>{cover} cobre {card}: uma carta nunca forma par com uma carta que a cobre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{first} + {second} = {total} — needs 13</source>
        <translation>{first} + {second} = {total} — precisa dar 13</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only a King leaves alone: {card} needs a partner that makes 13.</source>
        <translation>Só o rei sai sozinho: {card} precisa de uma parceira que some 13.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/core/games/pyramid/help.py" line="+44"/>
        <source>{card} is covered by {cover}.</source>
        <translation>{card} está coberta por {cover}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} is covered by {first} and {second}.</source>
        <translation>{card} está coberta por {first} e {second}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} can never leave: every card that makes 13 with it lies under it.</source>
        <translation>{card} nunca vai sair: todas as cartas que somam 13 com ela estão embaixo dela.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The three passes are spent and nothing sums 13.</source>
        <translation>As três passadas acabaram e nada soma 13.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing sums 13 and the stock and the waste are empty.</source>
        <translation>Nada soma 13 e o monte e o descarte estão vazios.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove {first} and {second}: they make 13.</source>
        <translation>Tire {first} e {second}: somam 13.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove {card}: a King leaves alone.</source>
        <translation>Tire {card}: o rei sai sozinho.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the stock.</source>
        <translation>Vire o monte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the waste back over to start pass {number} of 3.</source>
        <translation>Repasse o descarte para começar a passada {number} de 3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass {number}/{total} · {left} left</source>
        <translation>Passada {number}/{total} · faltam {left}</translation>
    </message>
    <message>
        <location filename="../app/paciencia/core/games/spider/reasons.py" line="+7"/>
        <source>You cannot deal while a column is empty.</source>
        <translation>Não dá para distribuir com uma coluna vazia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stock is empty: there is nothing left to deal.</source>
        <translation>O monte acabou: não há mais nada para distribuir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stock can only be dealt onto the columns.</source>
        <translation>O monte só pode ser distribuído nas colunas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A deal puts exactly one card on each column.</source>
        <translation>Cada distribuição põe exatamente uma carta em cada coluna.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards can only be taken from a column or dealt from the stock.</source>
        <translation>As cartas só podem sair de uma coluna ou ser distribuídas do monte.</translation>
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
        <translation>Pelo menos uma carta precisa ser movida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face-down cards cannot be moved.</source>
        <translation>Cartas viradas para baixo não podem ser movidas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Several cards move together only if they form a descending run of one suit.</source>
        <translation>Várias cartas só andam juntas se formarem uma sequência decrescente do mesmo naipe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} cannot go on {target}: it needs a card one rank higher.</source>
        <translation>{card} não pode ir sobre {target}: precisa de uma carta um valor acima.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/core/games/spider/help.py" line="+67"/>
        <source>Move {card} onto {target}: it completes a run.</source>
        <translation>Mova {card} para cima de {target}: isso completa uma escada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {card} onto {target}: it turns a face-down card.</source>
        <translation>Mova {card} para cima de {target}: isso abre uma carta virada para baixo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {card} to an empty column: it turns a face-down card.</source>
        <translation>Mova {card} para uma coluna vazia: isso abre uma carta virada para baixo.</translation>
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
        <translation>Mova {card} para cima de {target}: isso abre caminho para outra jogada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {card} to an empty column: it opens the way for another move.</source>
        <translation>Mova {card} para uma coluna vazia: isso abre caminho para outra jogada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {card} onto {target}: it puts the cards in sequence.</source>
        <translation>Mova {card} para cima de {target}: isso põe as cartas em sequência.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal a new row from the stock.</source>
        <translation>Distribua uma nova rodada do monte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {card} to the empty column: you cannot deal while a column is empty.</source>
        <translation>Mova {card} para a coluna vazia: não dá para distribuir com uma coluna vazia.</translation>
    </message>
</context>
<context>
    <name>search</name>
    <message>
        <location filename="../app/paciencia/ui/commands.py" line="+185"/>
        <source>Guaranteed solvable deal</source>
        <translation>Partida com solução garantida</translation>
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
        <translation>Procurando uma partida com solução comprovada… tentativa {k} de {n}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Searching whether this deal can still be won…</source>
        <translation>Verificando se esta partida ainda pode ser vencida…</translation>
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
        <translation>Uma carta ficou presa: ela nunca vai sair, então esta partida está perdida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo still works.</source>
        <translation>O desfazer continua funcionando.</translation>
    </message>
</context>
<context>
    <name>solver</name>
    <message>
        <location filename="../app/paciencia/ui/solver_worker.py" line="+255"/>
        <source>The solver found a way to win from here: this is its next move.</source>
        <translation>O resolvedor achou um jeito de vencer a partir daqui: esta é a próxima jogada dele.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking a few moves ahead, this move helps most.</source>
        <translation>Olhando algumas jogadas à frente, esta é a jogada que mais ajuda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No way out: the solver proved that this position cannot be won.</source>
        <translation>Sem saída: o resolvedor provou que esta posição não pode ser vencida.</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <location filename="../app/paciencia/ui/dialogs/results_chart.py" line="+48"/>
        <source>{won} won out of the last {n} games</source>
        <translation>{won} vencidas nas últimas {n} partidas</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No games played yet.</source>
        <translation>Nenhuma partida jogada ainda.</translation>
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
        <translation>Partidas jogadas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won:</source>
        <translation>Vencidas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>Aproveitamento:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won without help:</source>
        <translation>Vencidas sem ajuda:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>Sequência atual:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best streak:</source>
        <translation>Melhor sequência:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time:</source>
        <translation>Melhor tempo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest moves:</source>
        <translation>Menos jogadas:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Results over time: the win rate (line) and each game below it (green: won, light green: won with hints or undos, red: lost)</source>
        <translation>Resultados ao longo do tempo: o aproveitamento (linha) e cada partida abaixo dela (verde: vencida, verde-claro: vencida com dicas ou desfeitas, vermelho: perdida)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Reset this game…</source>
        <translation>&amp;Zerar este jogo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset &amp;all…</source>
        <translation>Zerar &amp;tudo…</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Forget the statistics of every game? This cannot be undone.</source>
        <translation>Apagar as estatísticas de todos os jogos? Isso não pode ser desfeito.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forget the statistics of {game}? This cannot be undone.</source>
        <translation>Apagar as estatísticas de {game}? Isso não pode ser desfeito.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reset statistics</source>
        <translation>Zerar estatísticas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reset</source>
        <translation>Zerar</translation>
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
        <translation>Jogadas: {n}</translation>
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
        <translation>Passada {n}/{limit}</translation>
    </message>
    <message>
        <location filename="../app/paciencia/ui/scene/layouts/spider.py" line="+76"/>
        <source>{n} deals left</source>
        <translation>faltam {n} rodadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 deal left</source>
        <translation>falta 1 rodada</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{n}/8 runs</source>
        <translation>{n}/8 escadas</translation>
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
        <translation>{n} passadas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 pass</source>
        <translation>1 passada</translation>
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
        <translation>Tranquila</translation>
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
        <translation>As novas opções valem a partir da próxima partida.</translation>
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
        <translation>As novas opções mudam a distribuição. Começar agora uma nova partida com elas?

A partida em andamento contaria como derrota. Se você continuar jogando, as opções valem a partir da próxima partida.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Playing {code}</source>
        <translation>Jogando {code}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code copied: {code}</source>
        <translation>Código da partida copiado: {code}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Resign</source>
        <translation>Desistir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resign this game? It counts as a loss and keeps the points.</source>
        <translation>Desistir desta partida? Ela conta como derrota e mantém os pontos.</translation>
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
        <translation>Sobre o Paciência</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The search for a proven deal failed.</source>
        <translation>A busca por uma partida com solução comprovada falhou.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Search cancelled.</source>
        <translation>Busca cancelada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is the plain shuffle of deal {n}, without a proven solution.</source>
        <translation>Este é o embaralhamento simples da partida {n}, sem solução comprovada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game in progress goes on.</source>
        <translation>A partida em andamento continua.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Solution proven: the solver found a complete solution for this deal.</source>
        <translation>Solução comprovada: o resolvedor encontrou uma solução completa para esta partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None of the {n} deals tried has a proven solution within the search budget: this is the last one, without a proven solution.</source>
        <translation>Nenhuma das {n} partidas testadas teve a solução comprovada dentro do limite da busca: esta é a última, sem solução comprovada.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The solver could not decide in time whether this deal can still be won.</source>
        <translation>O resolvedor não conseguiu decidir a tempo se esta partida ainda pode ser vencida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can no longer be won from here.</source>
        <translation>Esta partida não pode mais ser vencida a partir daqui.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can still be won from here.</source>
        <translation>Esta partida ainda pode ser vencida a partir daqui.</translation>
    </message>
    <message>
        <location filename="../app/paciencia/ui/main_window.py" line="+78"/>
        <source>Could not save the settings: {error}</source>
        <translation>Não foi possível salvar as configurações: {error}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not save the game: {error}</source>
        <translation>Não foi possível salvar a partida: {error}</translation>
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
