<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>access</name>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards dealt: {cards}</source>
        <translation>
            <numerusform>%n carta distribuída: {cards}</numerusform>
            <numerusform>%n cartas distribuídas: {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards drawn</source>
        <translation>
            <numerusform>%n carta comprada</numerusform>
            <numerusform>%n cartas compradas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards moved</source>
        <translation>
            <numerusform>%n carta movida</numerusform>
            <numerusform>%n cartas movidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards removed</source>
        <translation>
            <numerusform>%n carta eliminada</numerusform>
            <numerusform>%n cartas eliminadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards to the columns</source>
        <translation>
            <numerusform>%n carta para as colunas</numerusform>
            <numerusform>%n cartas para as colunas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards to the foundations</source>
        <translation>
            <numerusform>%n carta para as fundações</numerusform>
            <numerusform>%n cartas para as fundações</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards to the free cells</source>
        <translation>
            <numerusform>%n carta para as células livres</numerusform>
            <numerusform>%n cartas para as células livres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n virada para baixo</numerusform>
            <numerusform>%n viradas para baixo</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move between cards, Enter picks up and puts down.</source>
        <translation>As setas movem entre as cartas; Enter pega e solta.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa de cartas</translation>
    </message>
    <message>
        <source>Column {n}</source>
        <translation>Coluna {n}</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Cartas eliminadas</translation>
    </message>
    <message>
        <source>Foundation {n}</source>
        <translation>Fundação {n}</translation>
    </message>
    <message>
        <source>Free cell {n}</source>
        <translation>Célula {n}</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Fim de jogo.</translation>
    </message>
    <message>
        <source>Hint: {a} with {b}</source>
        <translation>Dica: {a} com {b}</translation>
    </message>
    <message>
        <source>Hint: {cards} to {dst}</source>
        <translation>Dica: {cards} para {dst}</translation>
    </message>
    <message>
        <source>Let go</source>
        <translation>Soltou</translation>
    </message>
    <message>
        <source>New deal: {game}</source>
        <translation>Nova distribuição: {game}</translation>
    </message>
    <message>
        <source>Picked up {cards}</source>
        <translation>Pegou {cards}</translation>
    </message>
    <message>
        <source>Pyramid row {row}, card {n}</source>
        <translation>Pirâmide, fileira {row}, carta {n}</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Monte</translation>
    </message>
    <message>
        <source>This game has no such pile.</source>
        <translation>Este jogo não tem essa pilha.</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Desfeito</translation>
    </message>
    <message>
        <source>Undone: {what}</source>
        <translation>Desfeito: {what}</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Você venceu!</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ás</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>paus</translation>
    </message>
    <message>
        <source>covered by {a} and {b}</source>
        <translation>coberta por {a} e {b}</translation>
    </message>
    <message>
        <source>covered by {card}</source>
        <translation>coberta por {card}</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ouros</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vazia</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>carta virada para baixo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>copas</translation>
    </message>
    <message>
        <source>highlighted</source>
        <translation>destacada</translation>
    </message>
    <message>
        <source>hinted</source>
        <translation>indicada pela dica</translation>
    </message>
    <message>
        <source>holding {cards}</source>
        <translation>segurando {cards}</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valete</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rei</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>bloqueada</translation>
    </message>
    <message>
        <source>no more passes</source>
        <translation>sem mais passadas</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>selecionada</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>espadas</translation>
    </message>
    <message>
        <source>top {card}</source>
        <translation>no topo {card}</translation>
    </message>
    <message>
        <source>up to {rank}</source>
        <translation>até {rank}</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} e {b}</translation>
    </message>
    <message>
        <source>{cards} from {src} to {dst}</source>
        <translation>{cards} de {src} para {dst}</translation>
    </message>
    <message>
        <source>{cards} to {dst}</source>
        <translation>{cards} para {dst}</translation>
    </message>
    <message>
        <source>{cards} turned up</source>
        <translation>{cards} virada para cima</translation>
    </message>
    <message numerus="yes">
        <source>{card} and %n more</source>
        <translation>
            <numerusform>{card} e mais %n</numerusform>
            <numerusform>{card} e mais %n</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} chosen</source>
        <translation>{card} escolhida</translation>
    </message>
    <message>
        <source>{card} chosen, pairs with {cards}</source>
        <translation>{card} escolhida, forma par com {cards}</translation>
    </message>
    <message>
        <source>{card}, {pile}</source>
        <translation>{card}, {pile}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
</context>
<context>
    <name>banner</name>
    <message>
        <source>Go back to the last winnable position</source>
        <translation>Voltar à última posição com solução</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Desistir</translation>
    </message>
</context>
<context>
    <name>chooser</name>
    <message>
        <source>Back to the game in progress (Escape)</source>
        <translation>Voltar à partida em andamento (Esc)</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Escolha um jogo</translation>
    </message>
    <message>
        <source>Daily deal of {day}</source>
        <translation>Jogo do dia {day}</translation>
    </message>
    <message>
        <source>More games</source>
        <translation>Mais jogos</translation>
    </message>
    <message>
        <source>The classics</source>
        <translation>Os clássicos</translation>
    </message>
    <message>
        <source>Today&apos;s deal, the same for everyone: {code}</source>
        <translation>A partida de hoje, a mesma para todos: {code}</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>em andamento</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <source>not played yet</source>
        <translation>ainda não jogada</translation>
    </message>
    <message>
        <source>won ✓</source>
        <translation>vencida ✓</translation>
    </message>
    <message>
        <source>← &amp;Back to the game</source>
        <translation>← &amp;Voltar à partida</translation>
    </message>
</context>
<context>
    <name>codes</name>
    <message>
        <source>A game code starts with “paciencia://”: {text}</source>
        <translation>Um código de partida começa com “paciencia://”: {text}</translation>
    </message>
    <message>
        <source>A number alone needs a game on the table: type a whole code “paciencia://…”.</source>
        <translation>Um número sozinho precisa de um jogo na mesa: digite o código inteiro “paciencia://…”.</translation>
    </message>
    <message>
        <source>An option is empty: nothing stands between two “&amp;” (or after “?”) in “{query}”.</source>
        <translation>Há uma opção vazia: nada entre dois “&amp;” (ou depois de “?”) em “{query}”.</translation>
    </message>
    <message>
        <source>Bad value “{value}” for option “{name}”: use {allowed}.</source>
        <translation>Valor inválido “{value}” para a opção “{name}”: use {allowed}.</translation>
    </message>
    <message>
        <source>Deal numbers of {game} go from 1 to {max}, not “{number}”.</source>
        <translation>Os números de partida de {game} vão de 1 a {max}, não “{number}”.</translation>
    </message>
    <message>
        <source>Deal {number} is not in the {level} list of proven Pyramid deals.</source>
        <translation>A partida {number} não está na lista “{level}” de partidas da Pirâmide com solução comprovada.</translation>
    </message>
    <message>
        <source>Options are written name=value, not “{part}”.</source>
        <translation>As opções se escrevem nome=valor, não “{part}”.</translation>
    </message>
    <message>
        <source>The deal number must be a positive whole number, not “{number}”.</source>
        <translation>O número da partida deve ser um número inteiro positivo, não “{number}”.</translation>
    </message>
    <message>
        <source>The game code has no deal number after “{game}/”.</source>
        <translation>O código não tem o número da partida depois de “{game}/”.</translation>
    </message>
    <message>
        <source>The option “{name}” is given twice.</source>
        <translation>A opção “{name}” aparece duas vezes.</translation>
    </message>
    <message>
        <source>Type a deal number or a game code.</source>
        <translation>Digite um número de partida ou um código de partida.</translation>
    </message>
    <message>
        <source>Unexpected text after the deal number: “{junk}”.</source>
        <translation>Texto inesperado depois do número da partida: “{junk}”.</translation>
    </message>
    <message>
        <source>Unknown game “{game}”: use {games}.</source>
        <translation>Jogo desconhecido “{game}”: use {games}.</translation>
    </message>
    <message>
        <source>Unknown option “{name}” for {game}.</source>
        <translation>Opção desconhecida “{name}” para {game}.</translation>
    </message>
    <message>
        <source>“{text}” is neither a deal number nor a game code (they start with “paciencia://”).</source>
        <translation>“{text}” não é um número de partida nem um código de partida (os códigos começam com “paciencia://”).</translation>
    </message>
</context>
<context>
    <name>crash</name>
    <message>
        <source>Copy the Report</source>
        <translation>Copiar o relato</translation>
    </message>
    <message>
        <source>No log file could be written: the details are below.</source>
        <translation>Não foi possível gravar o arquivo de registro: os detalhes estão abaixo.</translation>
    </message>
    <message>
        <source>Open the Log Folder</source>
        <translation>Abrir a pasta do registro</translation>
    </message>
    <message>
        <source>Paciência closed unexpectedly</source>
        <translation>O Paciência fechou inesperadamente</translation>
    </message>
    <message>
        <source>Paciência closed unexpectedly last time.</source>
        <translation>O Paciência fechou inesperadamente da última vez.</translation>
    </message>
    <message>
        <source>Paciência ran into an error it did not expect:</source>
        <translation>O Paciência encontrou um erro inesperado:</translation>
    </message>
    <message>
        <source>Report Copied</source>
        <translation>Relato copiado</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Algo deu errado</translation>
    </message>
    <message>
        <source>What happened is written in the file {file}, in {folder}. Please send it with your report.</source>
        <translation>O que aconteceu está anotado no arquivo {file}, em {folder}. Envie-o junto com o seu relato.</translation>
    </message>
    <message>
        <source>What happened is written in the log, in {folder}. Please send the file {file} with your report.</source>
        <translation>O que aconteceu está anotado no registro, em {folder}. Envie o arquivo {file} junto com o seu relato.</translation>
    </message>
    <message>
        <source>You can go on playing, but the game could not be saved.</source>
        <translation>Você pode continuar jogando, mas não foi possível salvar a partida.</translation>
    </message>
    <message>
        <source>Your game is saved and stays on the table: you can go on playing.</source>
        <translation>Sua partida está salva e continua na mesa: você pode continuar jogando.</translation>
    </message>
    <message>
        <source>Your game was saved after every move: it is back on the table.</source>
        <translation>Sua partida foi salva a cada jogada: ela voltou à mesa.</translation>
    </message>
</context>
<context>
    <name>decks</name>
    <message>
        <source>Cannot read {path}: {error}.</source>
        <translation>Não foi possível ler {path}: {error}.</translation>
    </message>
    <message>
        <source>Checking the deck took too long (over {seconds} s): it is damaged or far too complex.</source>
        <translation>A verificação do baralho demorou demais (mais de {seconds} s): ele está danificado ou é complexo demais.</translation>
    </message>
    <message>
        <source>Could not copy the deck into {path}: {error}.</source>
        <translation>Não foi possível copiar o baralho para {path}: {error}.</translation>
    </message>
    <message numerus="yes">
        <source>Missing %n card images: {names}.</source>
        <translation>
            <numerusform>Falta %n imagem de carta: {names}.</numerusform>
            <numerusform>Faltam %n imagens de cartas: {names}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Missing %n elements: {names}.</source>
        <translation>
            <numerusform>Falta %n elemento: {names}.</numerusform>
            <numerusform>Faltam %n elementos: {names}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No such file or folder: {path}.</source>
        <translation>Arquivo ou pasta inexistente: {path}.</translation>
    </message>
    <message>
        <source>The SVG file {file} named by {path} is missing.</source>
        <translation>O arquivo SVG {file} indicado por {path} não existe.</translation>
    </message>
    <message>
        <source>The card deck {key} is no longer installed; using the classic deck.</source>
        <translation>O baralho {key} não está mais instalado; usando o baralho clássico.</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be used ({why}); using the classic deck.</source>
        <translation>O baralho {name} não pode ser usado ({why}); usando o baralho clássico.</translation>
    </message>
    <message>
        <source>The cards have odd proportions: height/width is {aspect} (accepted: {low} to {high}).</source>
        <translation>As cartas têm proporções estranhas: altura/largura é {aspect} (aceito: de {low} a {high}).</translation>
    </message>
    <message>
        <source>The deck check stopped unexpectedly ({error}).</source>
        <translation>A verificação do baralho parou inesperadamente ({error}).</translation>
    </message>
    <message>
        <source>{element} renders as an empty image.</source>
        <translation>{element} é desenhado como uma imagem vazia.</translation>
    </message>
    <message>
        <source>{file} cannot be decoded as an image: {error}.</source>
        <translation>{file} não pode ser lido como imagem: {error}.</translation>
    </message>
    <message>
        <source>{file} is enormous: {width} × {height} pixels (the limit is {limit} a side).</source>
        <translation>{file} é enorme: {width} × {height} pixels (o limite é {limit} por lado).</translation>
    </message>
    <message>
        <source>{file} is too small: {width} × {height} pixels (at least {limit} a side).</source>
        <translation>{file} é pequeno demais: {width} × {height} pixels (mínimo de {limit} por lado).</translation>
    </message>
    <message>
        <source>{names} draw far outside their card: the deck uses SVG features this app cannot draw.</source>
        <translation>{names} são desenhados muito fora da carta: o baralho usa recursos de SVG que este app não consegue desenhar.</translation>
    </message>
    <message>
        <source>{name} is not an imported deck.</source>
        <translation>{name} não é um baralho importado.</translation>
    </message>
    <message>
        <source>{path} could not be loaded as an SVG image.</source>
        <translation>{path} não pôde ser carregado como imagem SVG.</translation>
    </message>
    <message>
        <source>{path} declares XML entities, which card decks may not use.</source>
        <translation>{path} declara entidades XML, que os baralhos não podem usar.</translation>
    </message>
    <message>
        <source>{path} has no [KDE Backdeck] group.</source>
        <translation>{path} não tem o grupo [KDE Backdeck].</translation>
    </message>
    <message>
        <source>{path} is a link to a file outside the deck&apos;s folder.</source>
        <translation>{path} é um link para um arquivo fora da pasta do baralho.</translation>
    </message>
    <message>
        <source>{path} is enormous: {width} × {height} (the limit is {limit} a side).</source>
        <translation>{path} é enorme: {width} × {height} (o limite é {limit} por lado).</translation>
    </message>
    <message>
        <source>{path} is malformed: {error}</source>
        <translation>{path} está malformado: {error}</translation>
    </message>
    <message>
        <source>{path} is not a French-suited deck of 52 cards (cardset type {type}, {count} cards).</source>
        <translation>{path} não é um baralho francês de 52 cartas (tipo {type}, cartas: {count}).</translation>
    </message>
    <message>
        <source>{path} is not an SVG image.</source>
        <translation>{path} não é uma imagem SVG.</translation>
    </message>
    <message>
        <source>{path} is not an ordinary file.</source>
        <translation>{path} não é um arquivo comum.</translation>
    </message>
    <message>
        <source>{path} is not well-formed XML (line {line}: {error}).</source>
        <translation>{path} não é um XML bem formado (linha {line}: {error}).</translation>
    </message>
    <message>
        <source>{path} is too complex to draw: over {limit} elements (the largest known deck has about 9 000).</source>
        <translation>{path} é complexo demais para desenhar: mais de {limit} elementos (o maior baralho conhecido tem cerca de 9 000).</translation>
    </message>
    <message>
        <source>{path} is too large: over {limit} MB (the limit).</source>
        <translation>{path} é grande demais: passa de {limit} MB (o limite).</translation>
    </message>
    <message>
        <source>{path} names no SVG file (SVG= key); KDE decks made of PNG images are not supported.</source>
        <translation>{path} não indica nenhum arquivo SVG (chave SVG=); baralhos do KDE feitos de imagens PNG não são suportados.</translation>
    </message>
    <message>
        <source>{path} uses pictures from other files ({what}); a deck must hold all its pictures itself.</source>
        <translation>{path} usa imagens de outros arquivos ({what}); um baralho deve conter todas as suas imagens.</translation>
    </message>
    <message>
        <source>{path}, line {line}: not a PySol cardset description.</source>
        <translation>{path}, linha {line}: não é uma descrição de cartas do PySol.</translation>
    </message>
    <message>
        <source>{path}: unknown deck format. Expected a KDE card deck folder (with index.desktop), an AisleRiot SVG theme (.svg or .svgz) or a PySol cardset folder (with config.txt).</source>
        <translation>{path}: formato de baralho desconhecido. Era esperada uma pasta de baralho do KDE (com index.desktop), um tema SVG do AisleRiot (.svg ou .svgz) ou uma pasta de cartas do PySol (com config.txt).</translation>
    </message>
    <message>
        <source>{what} has zero size.</source>
        <translation>{what} tem tamanho zero.</translation>
    </message>
</context>
<context>
    <name>end</name>
    <message numerus="yes">
        <source>%n days now · best {best}</source>
        <translation>
            <numerusform>%n dia agora · melhor {best}</numerusform>
            <numerusform>%n dias agora · melhor {best}</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>&amp;Leaderboard</source>
        <translation>&amp;Ranking</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nova partida</translation>
    </message>
    <message>
        <source>&amp;Same deal again</source>
        <translation>&amp;Mesma partida de novo</translation>
    </message>
    <message>
        <source>(time bonus {n})</source>
        <translation>(bônus de tempo {n})</translation>
    </message>
    <message>
        <source>Cards left in the stock:</source>
        <translation>Cartas que sobraram no monte:</translation>
    </message>
    <message>
        <source>Daily deal streak:</source>
        <translation>Sequência de jogos do dia:</translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation>Código da partida:</translation>
    </message>
    <message>
        <source>Game number:</source>
        <translation>Número da partida:</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jogo:</translation>
    </message>
    <message>
        <source>Hints:</source>
        <translation>Dicas:</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Jogadas:</translation>
    </message>
    <message>
        <source>New entry in the leaderboard: place {n}!</source>
        <translation>Nova entrada no ranking: {n}º lugar!</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Pontuação:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <source>Undos:</source>
        <translation>Desfeitas:</translation>
    </message>
    <message>
        <source>Win rate ({which}):</source>
        <translation>Aproveitamento ({which}):</translation>
    </message>
    <message>
        <source>Win:</source>
        <translation>Vitória:</translation>
    </message>
    <message>
        <source>Winning streak:</source>
        <translation>Sequência de vitórias:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Você venceu!</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>este jogo</translation>
    </message>
    <message>
        <source>this level</source>
        <translation>este nível</translation>
    </message>
    <message>
        <source>{current} now · best {best}</source>
        <translation>{current} agora · melhor {best}</translation>
    </message>
    <message numerus="yes">
        <source>{p} % ({won} of %n)</source>
        <translation>
            <numerusform>{p} % ({won} de %n)</numerusform>
            <numerusform>{p} % ({won} de %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Baker&apos;s Dozen</source>
        <translation>Dúzia do Padeiro</translation>
    </message>
    <message>
        <source>Baker&apos;s Game</source>
        <translation>Jogo do Padeiro</translation>
    </message>
    <message>
        <source>Eight Off</source>
        <translation>Oito Livres</translation>
    </message>
    <message>
        <source>Forty Thieves</source>
        <translation>Quarenta Ladrões</translation>
    </message>
    <message>
        <source>FreeCell</source>
        <translation>Campo livre</translation>
    </message>
    <message>
        <source>Golf</source>
        <translation>Golfe</translation>
    </message>
    <message>
        <source>Klondike</source>
        <translation>Clássica</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation>Pirâmide</translation>
    </message>
    <message>
        <source>Spider</source>
        <translation>Aranha</translation>
    </message>
    <message>
        <source>Spiderette</source>
        <translation>Aranhinha</translation>
    </message>
    <message>
        <source>TriPeaks</source>
        <translation>Três Picos</translation>
    </message>
    <message>
        <source>Yukon</source>
        <translation>Yukon</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <source>&lt;h3&gt;Paciência {version}&lt;/h3&gt;&lt;p&gt;{games} in one window.&lt;/p&gt;&lt;p&gt;Every deal has a game code: share it and a friend plays the same cards.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Paciência {version}&lt;/h3&gt;&lt;p&gt;{games} numa janela só.&lt;/p&gt;&lt;p&gt;Toda partida tem um código: compartilhe e um amigo joga com as mesmas cartas.&lt;/p&gt;&lt;p&gt;Software livre sob a GNU GPL, versão 3 ou posterior.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Python {python} · Qt {qt} · PySide6 {pyside}&lt;/p&gt;&lt;p&gt;The log of warnings and errors is in {folder}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Python {python} · Qt {qt} · PySide6 {pyside}&lt;/p&gt;&lt;p&gt;O registro de avisos e erros fica em {folder}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Setas</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Go to column 1 … 10</source>
        <translation>Ir para a coluna 1 … 10</translation>
    </message>
    <message>
        <source>Go to the foundations (again: the next one)</source>
        <translation>Ir para as fundações (de novo: a seguinte)</translation>
    </message>
    <message>
        <source>Go to the free cells (again: the next one)</source>
        <translation>Ir para as células (de novo: a seguinte)</translation>
    </message>
    <message>
        <source>Go to the stock</source>
        <translation>Ir para o monte</translation>
    </message>
    <message>
        <source>Go to the waste</source>
        <translation>Ir para o descarte</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <source>Let go of the cards</source>
        <translation>Solta as cartas</translation>
    </message>
    <message>
        <source>Move the focus between cards and piles</source>
        <translation>Movem o foco entre cartas e pilhas</translation>
    </message>
    <message>
        <source>Pick up the cards under the focus; Enter again puts them down (on the same pile: to their best place)</source>
        <translation>Pega as cartas sob o foco; Enter de novo as solta (na mesma pilha: no melhor lugar para elas)</translation>
    </message>
</context>
<context>
    <name>leaders</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Ranking</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <source>No clean wins yet: win a game of {games} without undo, hint or solver to enter.</source>
        <translation>Nenhuma vitória limpa ainda: vença uma partida de {games} sem desfazer, dica ou resolvedor para entrar.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Top {n}: {games}</source>
        <translation>Top {n}: {games}</translation>
    </message>
    <message>
        <source>Your game enters the leaderboard in place {n}!</source>
        <translation>Sua partida entrou no ranking em {n}º lugar!</translation>
    </message>
</context>
<context>
    <name>lists</name>
    <message>
        <source>{rest} and {last}</source>
        <translation>{rest} e {last}</translation>
    </message>
    <message>
        <source>{rest} or {last}</source>
        <translation>{rest} ou {last}</translation>
    </message>
</context>
<context>
    <name>menu</name>
    <message>
        <source>&amp;About Paciência</source>
        <translation>&amp;Sobre o Paciência</translation>
    </message>
    <message>
        <source>&amp;Auto</source>
        <translation>Subida au&amp;tomática</translation>
    </message>
    <message>
        <source>&amp;Copy game link</source>
        <translation>&amp;Copiar link da partida</translation>
    </message>
    <message>
        <source>&amp;Draw / deal</source>
        <translation>&amp;Comprar / distribuir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Tela cheia</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;Go back to the last winnable position</source>
        <translation>&amp;Voltar à última posição com solução</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>D&amp;ica</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Teclado</translation>
    </message>
    <message>
        <source>&amp;Leaderboard…</source>
        <translation>R&amp;anking…</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nova partida</translation>
    </message>
    <message>
        <source>&amp;Play game number…</source>
        <translation>&amp;Jogar partida número…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferências…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>&amp;Recomeçar esta partida</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regras deste jogo</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configurações</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>C&amp;hoose a game…</source>
        <translation>Esc&amp;olher um jogo…</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jogos</translation>
    </message>
    <message>
        <source>Is this deal still &amp;winnable?</source>
        <translation>Esta partida ainda tem &amp;solução?</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>&amp;Reproduzir sons</translation>
    </message>
    <message>
        <source>Res&amp;ign</source>
        <translation>De&amp;sistir</translation>
    </message>
    <message>
        <source>Rules of a &amp;game</source>
        <translation>Regras de &amp;um jogo</translation>
    </message>
    <message>
        <source>Send every safe card to the foundations</source>
        <translation>Levar para as fundações todas as cartas que podem subir com segurança</translation>
    </message>
    <message>
        <source>Show &amp;toolbar</source>
        <translation>Mostrar barra de &amp;ferramentas</translation>
    </message>
    <message>
        <source>Show status &amp;bar</source>
        <translation>Mostrar barra de &amp;status</translation>
    </message>
    <message>
        <source>Show the &amp;solution</source>
        <translation>Mostrar a so&amp;lução</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barra de ferramentas</translation>
    </message>
</context>
<context>
    <name>notices</name>
    <message>
        <source>A copy of the damaged file was kept as {file}.</source>
        <translation>Uma cópia do arquivo danificado foi guardada como {file}.</translation>
    </message>
    <message>
        <source>Everything else is as you left it.</source>
        <translation>Todo o resto está como você deixou.</translation>
    </message>
    <message>
        <source>It was written by a newer version of Paciência; it is kept, unchanged, as {file}.</source>
        <translation>Ele foi gravado por uma versão mais nova do Paciência; está guardado, sem mudanças, como {file}.</translation>
    </message>
    <message>
        <source>Paciência cannot keep its files in {folder}: it is a file, not a folder. It was left as it is; until it is moved away, this session&apos;s game, results and preferences are not saved.</source>
        <translation>O Paciência não pode guardar seus arquivos em {folder}: é um arquivo, não uma pasta. Ele foi deixado como está; enquanto não for tirado dali, a partida, os resultados e as preferências desta sessão não são salvos.</translation>
    </message>
    <message>
        <source>Some of your preferences were not allowed values ({fields}), so the usual ones are used for them; the others are as you left them.</source>
        <translation>Algumas das suas preferências tinham valores não permitidos ({fields}); para elas valem as preferências padrão, e as outras estão como você as deixou.</translation>
    </message>
    <message>
        <source>Some saved data could not be read</source>
        <translation>Alguns dados salvos não puderam ser lidos</translation>
    </message>
    <message>
        <source>The damaged file was kept as {file}.</source>
        <translation>O arquivo danificado foi guardado como {file}.</translation>
    </message>
    <message numerus="yes">
        <source>The end of the game you were playing could not be read: it goes on from where it was after %n move.</source>
        <translation>
            <numerusform>Não foi possível ler o fim da partida que você jogava: ela continua de onde estava depois de %n jogada.</numerusform>
            <numerusform>Não foi possível ler o fim da partida que você jogava: ela continua de onde estava depois de %n jogadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file {name} could not be read.</source>
        <translation>Não foi possível ler o arquivo {name}.</translation>
    </message>
    <message>
        <source>The game you were playing could not be read, so it cannot go on.</source>
        <translation>Não foi possível ler a partida que você estava jogando; ela não pode continuar.</translation>
    </message>
    <message>
        <source>The leaderboard could not be read, so it starts empty.</source>
        <translation>Não foi possível ler o ranking; ele começa vazio.</translation>
    </message>
    <message>
        <source>Your preferences could not be read, so the usual ones are used.</source>
        <translation>Não foi possível ler suas preferências; as preferências padrão estão sendo usadas.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start again from zero.</source>
        <translation>Não foi possível ler suas estatísticas; elas recomeçam do zero.</translation>
    </message>
</context>
<context>
    <name>number</name>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jogar</translation>
    </message>
    <message>
        <source>&amp;This game:</source>
        <translation>&amp;Esta partida:</translation>
    </message>
    <message>
        <source>A deal number for the current game and options, or a whole game code (paciencia://…):</source>
        <translation>Um número de partida para o jogo e as opções atuais, ou um código de partida completo (paciencia://…):</translation>
    </message>
    <message>
        <source>A game code (paciencia://…):</source>
        <translation>Um código de partida (paciencia://…):</translation>
    </message>
    <message>
        <source>Play game number</source>
        <translation>Jogar partida número</translation>
    </message>
    <message>
        <source>The whole link to the game on the table: copy it for a friend.</source>
        <translation>O link completo da partida na mesa: copie-o para um amigo.</translation>
    </message>
    <message>
        <source>{game}, deal {n}</source>
        <translation>{game}, partida {n}</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message numerus="yes">
        <source>%n passes</source>
        <translation>
            <numerusform>%n passada</numerusform>
            <numerusform>%n passadas</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Draw:</source>
        <translation>&amp;Virar:</translation>
    </message>
    <message>
        <source>&amp;Finish the game by itself once every card is face up</source>
        <translation>&amp;Terminar sozinha a partida quando todas as cartas estiverem abertas</translation>
    </message>
    <message>
        <source>&amp;Passes through the stock:</source>
        <translation>&amp;Passadas pelo monte:</translation>
    </message>
    <message>
        <source>1 suit</source>
        <translation>1 naipe</translation>
    </message>
    <message>
        <source>2 suits</source>
        <translation>2 naipes</translation>
    </message>
    <message>
        <source>4 suits</source>
        <translation>4 naipes</translation>
    </message>
    <message>
        <source>A Queen may go on a King</source>
        <translation>Uma dama pode ir sobre um rei</translation>
    </message>
    <message>
        <source>Before play, the solver tries the deals of the number in turn and deals the first one it proves solvable; the game code fixes which one.</source>
        <translation>Antes de jogar, o resolvedor tenta as partidas do número uma a uma e dá a primeira que prova ter solução; o código do jogo fixa qual é.</translation>
    </message>
    <message>
        <source>Cards may come back from the foundations</source>
        <translation>Cartas podem voltar das fundações</translation>
    </message>
    <message>
        <source>Draw 1</source>
        <translation>Virar 1</translation>
    </message>
    <message>
        <source>Draw 3</source>
        <translation>Virar 3</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Tranquila</translation>
    </message>
    <message>
        <source>How many times you may go through the stock (0: unlimited).</source>
        <translation>Quantas vezes você pode passar pelo monte (0: sem limite).</translation>
    </message>
    <message>
        <source>K–A wrap</source>
        <translation>Ás depois do rei</translation>
    </message>
    <message>
        <source>K–A wrap: an Ace and a King are neighbours</source>
        <translation>Ás depois do rei: o ás e o rei são vizinhos</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>Ní&amp;vel:</translation>
    </message>
    <message>
        <source>Move safe cards to the foundations by themselves</source>
        <translation>Subir sozinhas para as fundações as cartas seguras</translation>
    </message>
    <message>
        <source>No K–A wrap</source>
        <translation>Sem ás depois do rei</translation>
    </message>
    <message>
        <source>Nothing on a King</source>
        <translation>Nada sobre um rei</translation>
    </message>
    <message>
        <source>One card</source>
        <translation>Uma carta</translation>
    </message>
    <message>
        <source>Only deals with a proven solution</source>
        <translation>Só partidas com solução comprovada</translation>
    </message>
    <message>
        <source>Queens on Kings</source>
        <translation>Damas sobre reis</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatória</translation>
    </message>
    <message>
        <source>S&amp;uits:</source>
        <translation>&amp;Naipes:</translation>
    </message>
    <message>
        <source>Show the values of A, J, Q and K</source>
        <translation>Mostrar os valores de A, J, Q e K</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Padrão</translation>
    </message>
    <message>
        <source>Three cards</source>
        <translation>Três cartas</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Sem limite</translation>
    </message>
    <message>
        <source>guaranteed</source>
        <translation>com solução</translation>
    </message>
</context>
<context>
    <name>playback</name>
    <message>
        <source>&amp;Continue from here</source>
        <translation>&amp;Continuar daqui</translation>
    </message>
    <message>
        <source>&amp;Faster</source>
        <translation>Mais &amp;rápido</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>Pró&amp;ximo passo</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Pa&amp;usar</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Re&amp;produzir</translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation>Passo &amp;anterior</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Parar</translation>
    </message>
    <message>
        <source>Back to your game.</source>
        <translation>De volta à sua partida.</translation>
    </message>
    <message>
        <source>Looking for a solution from this position…</source>
        <translation>Procurando uma solução a partir desta posição…</translation>
    </message>
    <message>
        <source>No solution: the solver proved that this position cannot be won.</source>
        <translation>Sem solução: o resolvedor provou que esta posição não pode ser vencida.</translation>
    </message>
    <message>
        <source>S&amp;lower</source>
        <translation>Mais &amp;lento</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Solução</translation>
    </message>
    <message>
        <source>Solution: step {k} of {n}</source>
        <translation>Solução: passo {k} de {n}</translation>
    </message>
    <message>
        <source>Solution: steps {a}–{b} of {n}</source>
        <translation>Solução: passos {a}–{b} de {n}</translation>
    </message>
    <message>
        <source>Solution: → next step, ← previous, Space play or pause, + faster, − slower, Home to the start, End to the end, Esc stop.</source>
        <translation>Solução: → próximo passo, ← anterior, Espaço reproduz ou pausa, + mais rápido, − mais lento, Home ao início, End até o fim, Esc para.</translation>
    </message>
    <message>
        <source>Speed: {speed}</source>
        <translation>Velocidade: {speed}</translation>
    </message>
    <message>
        <source>The search for a solution failed.</source>
        <translation>A busca por uma solução falhou.</translation>
    </message>
    <message>
        <source>The solver found a way to win, but not one the table can show.</source>
        <translation>O resolvedor achou um jeito de vencer, mas não um que a mesa possa mostrar.</translation>
    </message>
    <message>
        <source>The solver found no solution in its time.</source>
        <translation>O resolvedor não achou solução no tempo dele.</translation>
    </message>
    <message>
        <source>To the &amp;end</source>
        <translation>Até o &amp;fim</translation>
    </message>
    <message>
        <source>To the &amp;start</source>
        <translation>Ao &amp;início</translation>
    </message>
    <message numerus="yes">
        <source>You go on after step %n of the solution.</source>
        <translation>
            <numerusform>Você continua depois do passo %n da solução.</numerusform>
            <numerusform>Você continua depois do passo %n da solução.</numerusform>
        </translation>
    </message>
    <message>
        <source>the solution turns face-down cards</source>
        <translation>a solução vira cartas viradas para baixo</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganha</translation>
    </message>
</context>
<context>
    <name>prefs</name>
    <message>
        <source>&amp;Animations:</source>
        <translation>&amp;Animações:</translation>
    </message>
    <message>
        <source>&amp;Behaviour &amp;&amp; language</source>
        <translation>&amp;Comportamento &amp;&amp; idioma</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Jogos</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>&amp;Player name:</source>
        <translation>Nome do &amp;jogador:</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Remover</translation>
    </message>
    <message>
        <source>&amp;Sends it to its best place (drag to choose)</source>
        <translation>&amp;Manda a carta para o melhor lugar (arraste para escolher)</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Mesa:</translation>
    </message>
    <message>
        <source>A click on a card</source>
        <translation>Um clique numa carta</translation>
    </message>
    <message>
        <source>A deck &amp;file (SVG)…</source>
        <translation>Um &amp;arquivo de baralho (SVG)…</translation>
    </message>
    <message>
        <source>A deck f&amp;older (KDE, PySol)…</source>
        <translation>Uma &amp;pasta de baralho (KDE, PySol)…</translation>
    </message>
    <message>
        <source>A new language takes effect the next time Paciência starts.</source>
        <translation>Um novo idioma passa a valer na próxima vez que o Paciência for aberto.</translation>
    </message>
    <message>
        <source>Add a &amp;time bonus to the score of a won game</source>
        <translation>Somar um &amp;bônus de tempo à pontuação de uma partida vencida</translation>
    </message>
    <message>
        <source>AisleRiot theme</source>
        <translation>Tema do AisleRiot</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Igual ao sistema</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Feltro azul</translation>
    </message>
    <message>
        <source>Built-in</source>
        <translation>Incluídos</translation>
    </message>
    <message>
        <source>Burgundy felt</source>
        <translation>Feltro bordô</translation>
    </message>
    <message>
        <source>Cannot be used</source>
        <translation>Não pode ser usado</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Verso das cartas:</translation>
    </message>
    <message>
        <source>Card &amp;deck:</source>
        <translation>&amp;Baralho:</translation>
    </message>
    <message>
        <source>Card backs</source>
        <translation>Versos das cartas</translation>
    </message>
    <message>
        <source>Card decks</source>
        <translation>Baralhos</translation>
    </message>
    <message>
        <source>Card decks (*.svg *.svgz index.desktop config.txt);;All files (*)</source>
        <translation>Baralhos (*.svg *.svgz index.desktop config.txt);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Cards &amp;&amp; &amp;table</source>
        <translation>Cartas &amp;&amp; &amp;mesa</translation>
    </message>
    <message>
        <source>Checking {name}…</source>
        <translation>Verificando {name}…</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clássico</translation>
    </message>
    <message>
        <source>Decks you import appear here.</source>
        <translation>Os baralhos que você importar aparecem aqui.</translation>
    </message>
    <message>
        <source>Does &amp;nothing: cards move only by dragging</source>
        <translation>&amp;Não faz nada: as cartas só se movem arrastando</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Quatro cores</translation>
    </message>
    <message>
        <source>Geometric</source>
        <translation>Geométrico</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>Feltro verde</translation>
    </message>
    <message>
        <source>Grey felt</source>
        <translation>Feltro cinza</translation>
    </message>
    <message>
        <source>High &amp;contrast table: black felt, white outlines, bold focus</source>
        <translation>Mesa de a&amp;lto contraste: fundo preto, contornos brancos, foco em destaque</translation>
    </message>
    <message>
        <source>Import a card deck</source>
        <translation>Importar um baralho</translation>
    </message>
    <message>
        <source>Import a card deck folder</source>
        <translation>Importar uma pasta de baralho</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importados</translation>
    </message>
    <message>
        <source>Imported “{name}”.</source>
        <translation>“{name}” importado.</translation>
    </message>
    <message>
        <source>KDE card deck</source>
        <translation>Baralho do KDE</translation>
    </message>
    <message>
        <source>Language and player</source>
        <translation>Idioma e jogador</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Índice grande</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Not imported: {why}</source>
        <translation>Não importado: {why}</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desligada</translation>
    </message>
    <message>
        <source>On this system</source>
        <translation>Neste sistema</translation>
    </message>
    <message>
        <source>Paciência</source>
        <translation>Paciência</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Play s&amp;ounds: the deal, cards placed and turned, refusals, the win</source>
        <translation>Reproduzir s&amp;ons: a distribuição, cartas colocadas e viradas, recusas, a vitória</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <source>PySol cardset</source>
        <translation>Cartas do PySol</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Vermelho</translation>
    </message>
    <message>
        <source>Remove deck</source>
        <translation>Remover baralho</translation>
    </message>
    <message>
        <source>Remove the imported deck “{name}”? Its copy in Paciência&apos;s data folder is deleted; the file you imported it from stays.</source>
        <translation>Remover o baralho importado “{name}”? A cópia dele na pasta de dados do Paciência é apagada; o arquivo de onde você o importou continua onde está.</translation>
    </message>
    <message>
        <source>Remove the selected imported deck</source>
        <translation>Remover o baralho importado selecionado</translation>
    </message>
    <message>
        <source>Removed “{name}”.</source>
        <translation>“{name}” removido.</translation>
    </message>
    <message>
        <source>Show whether the game is &amp;winnable also when cards are face down</source>
        <translation>Mostrar se a partida tem &amp;solução também quando há cartas viradas para baixo</translation>
    </message>
    <message>
        <source>The back drawn by the chosen deck&apos;s artist</source>
        <translation>O verso desenhado pelo artista do baralho escolhido</translation>
    </message>
    <message>
        <source>The deck and back apply to every game; the game goes on.</source>
        <translation>O baralho e o verso valem para todos os jogos; a partida continua.</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <translation>O do próprio baralho</translation>
    </message>
    <message>
        <source>The solver then reads the face-down cards, which you cannot see.</source>
        <translation>O resolvedor então lê as cartas viradas para baixo, que você não vê.</translation>
    </message>
    <message>
        <source>The time bonus applies from the next deal.</source>
        <translation>O bônus de tempo vale a partir da próxima partida.</translation>
    </message>
    <message>
        <source>These options apply from the next deal.</source>
        <translation>Estas opções valem a partir da próxima partida.</translation>
    </message>
    <message>
        <source>Your name on the leaderboard</source>
        <translation>Seu nome no ranking</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>verificando…</translation>
    </message>
    <message>
        <source>landscape cards</source>
        <translation>cartas deitadas</translation>
    </message>
    <message>
        <source>odd shape</source>
        <translation>formato estranho</translation>
    </message>
</context>
<context>
    <name>record</name>
    <message>
        <source>Clean and assisted wins</source>
        <translation>Vitórias limpas e assistidas</translation>
    </message>
    <message>
        <source>Not in the leaderboard and no time bonus: the solver played moves of this game.</source>
        <translation>Fora do ranking e sem bônus de tempo: o resolvedor fez jogadas desta partida.</translation>
    </message>
    <message>
        <source>Not in the leaderboard: only clean wins enter it (no undo, hint or solver).</source>
        <translation>Fora do ranking: só vitórias limpas entram nele (sem desfazer, dica ou resolvedor).</translation>
    </message>
    <message>
        <source>Undo costs no points, but a clean win is one without undo, hint or solver: any of them makes the win assisted. Best time, fewest moves, best score and the leaderboard come from clean wins only. When the solver plays moves for you (Continue from here in the solution, or going back to the last winnable position), the win counts as won but as the solver&apos;s: no time bonus, and it does not add to your winning streak.</source>
        <translation>Desfazer não custa pontos, mas uma vitória limpa é uma vitória sem desfazer, dica ou resolvedor: qualquer um deles torna a vitória assistida. Melhor tempo, menos jogadas, melhor pontuação e o ranking vêm só de vitórias limpas. Quando o resolvedor faz jogadas por você (Continuar daqui na solução, ou voltar à última posição com solução), a partida conta como vencida, mas como do resolvedor: sem bônus de tempo, e ela não soma à sua sequência de vitórias.</translation>
    </message>
    <message>
        <source>assisted (undo, hint or solver used)</source>
        <translation>assistida (com desfazer, dica ou resolvedor)</translation>
    </message>
    <message>
        <source>clean (no undo, hint or solver)</source>
        <translation>limpa (sem desfazer, dica ou resolvedor)</translation>
    </message>
    <message>
        <source>the solver&apos;s (it played moves of this game)</source>
        <translation>do resolvedor (ele fez jogadas desta partida)</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>A card cannot pair with itself.</source>
        <translation>Uma carta não forma par com ela mesma.</translation>
    </message>
    <message>
        <source>A card from a foundation can only go back to a column.</source>
        <translation>Uma carta da fundação só pode voltar para uma coluna.</translation>
    </message>
    <message>
        <source>A card on a foundation can only go back to a column.</source>
        <translation>Uma carta da fundação só pode voltar para uma coluna.</translation>
    </message>
    <message>
        <source>A deal puts exactly one card on each column.</source>
        <translation>Cada distribuição põe exatamente uma carta em cada coluna.</translation>
    </message>
    <message>
        <source>A free cell holds a single card.</source>
        <translation>Uma célula livre guarda uma carta só.</translation>
    </message>
    <message>
        <source>An empty column stays empty in this game.</source>
        <translation>Neste jogo, uma coluna vazia fica vazia.</translation>
    </message>
    <message>
        <source>At least one card must move.</source>
        <translation>Pelo menos uma carta precisa ser movida.</translation>
    </message>
    <message>
        <source>Cards can only be taken from a column or dealt from the stock.</source>
        <translation>As cartas só podem sair de uma coluna ou ser distribuídas do monte.</translation>
    </message>
    <message>
        <source>Cards can only go to another column.</source>
        <translation>As cartas só podem ir para outra coluna.</translation>
    </message>
    <message>
        <source>Cards cannot be put on the stock.</source>
        <translation>Não se pode pôr cartas no monte.</translation>
    </message>
    <message>
        <source>Cards do not come back from the foundations in this game.</source>
        <translation>Neste jogo as cartas não voltam das fundações.</translation>
    </message>
    <message>
        <source>Cards from the stock are drawn onto the waste.</source>
        <translation>As cartas do monte são viradas para o descarte.</translation>
    </message>
    <message>
        <source>Cards go to a foundation one at a time.</source>
        <translation>As cartas sobem para a fundação uma de cada vez.</translation>
    </message>
    <message>
        <source>Cards go to the waste one at a time.</source>
        <translation>As cartas vão para o descarte uma de cada vez.</translation>
    </message>
    <message>
        <source>Cards move one at a time in this game.</source>
        <translation>Neste jogo, as cartas se movem uma de cada vez.</translation>
    </message>
    <message>
        <source>Cards never come back from the discard.</source>
        <translation>As cartas eliminadas nunca voltam.</translation>
    </message>
    <message>
        <source>Choose at least one card to move.</source>
        <translation>Escolha pelo menos uma carta para mover.</translation>
    </message>
    <message>
        <source>Column {column} has no card to move.</source>
        <translation>A coluna {column} não tem carta para mover.</translation>
    </message>
    <message numerus="yes">
        <source>Column {column} has only %n cards, not {wanted}.</source>
        <translation>
            <numerusform>A coluna {column} tem só %n carta, não {wanted}.</numerusform>
            <numerusform>A coluna {column} tem só %n cartas, não {wanted}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column {column} has only %n cards.</source>
        <translation>
            <numerusform>A coluna {column} tem só %n carta.</numerusform>
            <numerusform>A coluna {column} tem só %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Column {column} is empty.</source>
        <translation>A coluna {column} está vazia.</translation>
    </message>
    <message>
        <source>Deal a new row from the stock.</source>
        <translation>Distribua uma nova rodada do monte.</translation>
    </message>
    <message>
        <source>Draw a card from the stock.</source>
        <translation>Vire uma carta do monte.</translation>
    </message>
    <message>
        <source>Draw from the stock.</source>
        <translation>Compre do monte.</translation>
    </message>
    <message>
        <source>Face-down cards cannot be moved.</source>
        <translation>Cartas viradas para baixo não podem ser movidas.</translation>
    </message>
    <message>
        <source>Face-down cards cannot move.</source>
        <translation>Cartas viradas para baixo não podem ser movidas.</translation>
    </message>
    <message>
        <source>Free cell {cell} already holds {card}: a cell takes one card.</source>
        <translation>A célula {cell} já guarda {card}: cada célula leva uma carta só.</translation>
    </message>
    <message>
        <source>Free cell {cell} is empty.</source>
        <translation>A célula {cell} está vazia.</translation>
    </message>
    <message>
        <source>Move {card} away: that frees {freed} for its foundation.</source>
        <translation>Tire {card} do lugar: isso libera {freed} para a fundação.</translation>
    </message>
    <message>
        <source>Move {card} from its free cell onto {target}.</source>
        <translation>Mova {card} da célula livre para cima de {target}.</translation>
    </message>
    <message>
        <source>Move {card} onto {target}: it completes a run.</source>
        <translation>Mova {card} para cima de {target}: isso completa uma escada.</translation>
    </message>
    <message>
        <source>Move {card} onto {target}: it empties a column.</source>
        <translation>Mova {card} para cima de {target}: isso esvazia uma coluna.</translation>
    </message>
    <message>
        <source>Move {card} onto {target}: it joins cards of the same suit.</source>
        <translation>Mova {card} para cima de {target}: isso junta cartas do mesmo naipe.</translation>
    </message>
    <message>
        <source>Move {card} onto {target}: it opens the way for another move.</source>
        <translation>Mova {card} para cima de {target}: isso abre caminho para outra jogada.</translation>
    </message>
    <message>
        <source>Move {card} onto {target}: it puts the cards in sequence.</source>
        <translation>Mova {card} para cima de {target}: isso põe as cartas em sequência.</translation>
    </message>
    <message>
        <source>Move {card} onto {target}: it turns a face-down card.</source>
        <translation>Mova {card} para cima de {target}: isso abre uma carta virada para baixo.</translation>
    </message>
    <message>
        <source>Move {card} onto {target}: that empties column {column}.</source>
        <translation>Mova {card} para cima de {target}: isso esvazia a coluna {column}.</translation>
    </message>
    <message>
        <source>Move {card} onto {target}: that uncovers {uncovered}.</source>
        <translation>Mova {card} para cima de {target}: isso descobre {uncovered}.</translation>
    </message>
    <message>
        <source>Move {card} to an empty column: it frees {under}, which it does not fit.</source>
        <translation>Mova {card} para uma coluna vazia: isso libera {under}, onde a carta não se encaixa.</translation>
    </message>
    <message>
        <source>Move {card} to an empty column: it opens the way for another move.</source>
        <translation>Mova {card} para uma coluna vazia: isso abre caminho para outra jogada.</translation>
    </message>
    <message>
        <source>Move {card} to an empty column: it turns a face-down card.</source>
        <translation>Mova {card} para uma coluna vazia: isso abre uma carta virada para baixo.</translation>
    </message>
    <message>
        <source>Move {card} to column {column}: a face-down card turns over.</source>
        <translation>Mova {card} para a coluna {column}: uma carta virada para baixo será aberta.</translation>
    </message>
    <message>
        <source>Move {card} to column {column}: its own column is then empty.</source>
        <translation>Mova {card} para a coluna {column}: a coluna dela fica vazia.</translation>
    </message>
    <message>
        <source>Move {card} to column {column}: the empty column can then take a King.</source>
        <translation>Mova {card} para a coluna {column}: a coluna vazia poderá receber um rei.</translation>
    </message>
    <message>
        <source>Move {card} to column {column}: {freed} can then go to its foundation.</source>
        <translation>Mova {card} para a coluna {column}: assim {freed} pode subir para a fundação.</translation>
    </message>
    <message>
        <source>Move {card} to column {column}: {freed} can then move.</source>
        <translation>Mova {card} para a coluna {column}: {freed} poderá se mover.</translation>
    </message>
    <message>
        <source>Move {card} to the empty column: you cannot deal while a column is empty.</source>
        <translation>Mova {card} para a coluna vazia: não dá para distribuir com uma coluna vazia.</translation>
    </message>
    <message>
        <source>No card can go on {target}.</source>
        <translation>Nenhuma carta pode ir sobre {target}.</translation>
    </message>
    <message>
        <source>No card can go up safely.</source>
        <translation>Nenhuma carta pode subir com segurança.</translation>
    </message>
    <message>
        <source>No more passes: the pass limit is {limit}.</source>
        <translation>Não há mais passadas: o limite é {limit}.</translation>
    </message>
    <message>
        <source>No move brings progress.</source>
        <translation>Nenhuma jogada faz a partida avançar.</translation>
    </message>
    <message>
        <source>No move that makes progress was found. You may go on trying, or resign.</source>
        <translation>Não foi encontrada nenhuma jogada que faça a partida avançar. Você pode continuar tentando ou desistir.</translation>
    </message>
    <message>
        <source>No moves left: this game has no way out.</source>
        <translation>Sem jogadas: esta partida não tem mais saída.</translation>
    </message>
    <message>
        <source>Nothing can be put on column {column}: its cards only leave.</source>
        <translation>Nada pode ser posto na coluna {column}: as cartas dela só saem.</translation>
    </message>
    <message>
        <source>Nothing goes on a King in this game: draw from the stock.</source>
        <translation>Neste jogo, nada vai sobre um rei: vire uma carta do monte.</translation>
    </message>
    <message>
        <source>Nothing is locked.</source>
        <translation>Nenhuma carta está presa.</translation>
    </message>
    <message>
        <source>Nothing is put on the peaks: cards go only to the waste.</source>
        <translation>Nada é posto nos picos: as cartas só vão para o descarte.</translation>
    </message>
    <message>
        <source>Nothing sums 13 and the stock and the waste are empty.</source>
        <translation>Nada soma 13 e o monte e o descarte estão vazios.</translation>
    </message>
    <message>
        <source>Only a King can go to an empty column.</source>
        <translation>Só um rei pode ocupar uma coluna vazia.</translation>
    </message>
    <message>
        <source>Only a King leaves alone: {card} needs a partner that makes 13.</source>
        <translation>Só o rei sai sozinho: {card} precisa de uma parceira que some 13.</translation>
    </message>
    <message>
        <source>Only cards drawn from the stock go on the waste.</source>
        <translation>Só as cartas compradas do monte vão para o descarte.</translation>
    </message>
    <message>
        <source>Only one card at a time goes to a foundation.</source>
        <translation>Só sobe uma carta de cada vez para a fundação.</translation>
    </message>
    <message>
        <source>Only one card at a time goes to a free cell.</source>
        <translation>Só vai uma carta de cada vez para uma célula livre.</translation>
    </message>
    <message>
        <source>Only the top card of a column can be played.</source>
        <translation>Só a carta do topo de uma coluna pode ser jogada.</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can come back.</source>
        <translation>Só a carta de cima de uma fundação pode voltar.</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can move.</source>
        <translation>Só a carta de cima de uma fundação pode ser movida.</translation>
    </message>
    <message>
        <source>Only the top card of the waste can be played.</source>
        <translation>Só a carta do topo do descarte pode ser jogada.</translation>
    </message>
    <message>
        <source>Only {limit} cards can move into an empty column with {cells} free cell and {columns} other empty column; this run has {count}.</source>
        <translation>Com {cells} célula livre e {columns} outra coluna vazia, só dá para mover {limit} cartas para uma coluna vazia; esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>Only {limit} cards can move into an empty column with {cells} free cell and {columns} other empty columns; this run has {count}.</source>
        <translation>Com {cells} célula livre e {columns} outras colunas vazias, só dá para mover {limit} cartas para uma coluna vazia; esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>Only {limit} cards can move into an empty column with {cells} free cells and {columns} other empty column; this run has {count}.</source>
        <translation>Com {cells} células livres e {columns} outra coluna vazia, só dá para mover {limit} cartas para uma coluna vazia; esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>Only {limit} cards can move into an empty column with {cells} free cells and {columns} other empty columns; this run has {count}.</source>
        <translation>Com {cells} células livres e {columns} outras colunas vazias, só dá para mover {limit} cartas para uma coluna vazia; esta sequência tem {count}.</translation>
    </message>
    <message numerus="yes">
        <source>Only {limit} cards can move with %n spare empty columns; this run has {length}.</source>
        <translation>
            <numerusform>Com %n coluna vazia de sobra, só dá para mover {limit} cartas; esta sequência tem {length}.</numerusform>
            <numerusform>Com %n colunas vazias de sobra, só dá para mover {limit} cartas; esta sequência tem {length}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only {limit} cards can move with {cells} free cell (an empty column takes only a King, so it gives no room); this run has {count}.</source>
        <translation>Com {cells} célula livre, só dá para mover {limit} cartas (uma coluna vazia só recebe um rei, então não dá espaço); esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>Only {limit} cards can move with {cells} free cell and {columns} empty column; this run has {count}.</source>
        <translation>Com {cells} célula livre e {columns} coluna vazia, só dá para mover {limit} cartas; esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>Only {limit} cards can move with {cells} free cell and {columns} empty columns; this run has {count}.</source>
        <translation>Com {cells} célula livre e {columns} colunas vazias, só dá para mover {limit} cartas; esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>Only {limit} cards can move with {cells} free cells (an empty column takes only a King, so it gives no room); this run has {count}.</source>
        <translation>Com {cells} células livres, só dá para mover {limit} cartas (uma coluna vazia só recebe um rei, então não dá espaço); esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>Only {limit} cards can move with {cells} free cells and {columns} empty column; this run has {count}.</source>
        <translation>Com {cells} células livres e {columns} coluna vazia, só dá para mover {limit} cartas; esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>Only {limit} cards can move with {cells} free cells and {columns} empty columns; this run has {count}.</source>
        <translation>Com {cells} células livres e {columns} colunas vazias, só dá para mover {limit} cartas; esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>Pass {number}/{total} · {left} left</source>
        <translation>Passada {number}/{total} · faltam {left}</translation>
    </message>
    <message>
        <source>Play {card} from the waste to column {column}.</source>
        <translation>Jogue {card} do descarte na coluna {column}.</translation>
    </message>
    <message>
        <source>Play {card} onto the waste.</source>
        <translation>Jogue {card} no descarte.</translation>
    </message>
    <message>
        <source>Play {card}: it uncovers a face-down card.</source>
        <translation>Jogue {card}: isso descobre uma carta virada para baixo.</translation>
    </message>
    <message>
        <source>Play {card}: {next} can follow it.</source>
        <translation>Jogue {card}: {next} pode vir depois dela.</translation>
    </message>
    <message>
        <source>Put {card} on its foundation.</source>
        <translation>Suba {card} para a fundação.</translation>
    </message>
    <message>
        <source>Put {card} on its foundation: no card on the table needs it.</source>
        <translation>Suba {card} para a fundação: nenhuma carta da mesa precisa dela.</translation>
    </message>
    <message>
        <source>Pyramid cards leave one by one or in pairs; a move takes no count.</source>
        <translation>As cartas da Pirâmide saem uma a uma ou em pares; a jogada não leva quantidade.</translation>
    </message>
    <message>
        <source>Remove {card}: a King leaves alone.</source>
        <translation>Tire {card}: o rei sai sozinho.</translation>
    </message>
    <message>
        <source>Remove {first} and {second}: they make 13.</source>
        <translation>Tire {first} e {second}: somam 13.</translation>
    </message>
    <message>
        <source>Several cards move together only if they form a descending run of one suit.</source>
        <translation>Várias cartas só andam juntas se formarem uma sequência decrescente do mesmo naipe.</translation>
    </message>
    <message>
        <source>Stock cards are not in play: turn them to the waste first.</source>
        <translation>As cartas do monte não estão em jogo: vire-as para o descarte primeiro.</translation>
    </message>
    <message>
        <source>That card has already been removed.</source>
        <translation>Essa carta já saiu.</translation>
    </message>
    <message>
        <source>That card has already gone to the waste.</source>
        <translation>Essa carta já foi para o descarte.</translation>
    </message>
    <message>
        <source>That card is covered: it plays once the cards lying on it have gone.</source>
        <translation>Essa carta está coberta: ela entra em jogo quando as cartas sobre ela saírem.</translation>
    </message>
    <message>
        <source>That column is empty.</source>
        <translation>Essa coluna está vazia.</translation>
    </message>
    <message>
        <source>That foundation is empty.</source>
        <translation>Essa fundação está vazia.</translation>
    </message>
    <message>
        <source>That many cards cannot move at once.</source>
        <translation>Não dá para mover tantas cartas de uma vez.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Essa jogada não é permitida.</translation>
    </message>
    <message>
        <source>The cards are already in that column.</source>
        <translation>As cartas já estão nessa coluna.</translation>
    </message>
    <message>
        <source>The cards are already there.</source>
        <translation>As cartas já estão aí.</translation>
    </message>
    <message>
        <source>The stock and the waste are both empty.</source>
        <translation>O monte e o descarte estão vazios.</translation>
    </message>
    <message>
        <source>The stock can only be dealt onto the columns.</source>
        <translation>O monte só pode ser distribuído nas colunas.</translation>
    </message>
    <message>
        <source>The stock is empty and no card fits the waste.</source>
        <translation>O monte acabou e nenhuma carta serve no descarte.</translation>
    </message>
    <message>
        <source>The stock is empty and the three passes are spent.</source>
        <translation>O monte acabou e as três passadas já foram usadas.</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <translation>O monte acabou.</translation>
    </message>
    <message>
        <source>The stock is empty: there is nothing left to deal.</source>
        <translation>O monte acabou: não há mais nada para distribuir.</translation>
    </message>
    <message>
        <source>The stock is empty: turn the waste back over to start a new pass.</source>
        <translation>O monte acabou: repasse o descarte para começar outra passada.</translation>
    </message>
    <message>
        <source>The stock is empty: turn the waste over to go on.</source>
        <translation>O monte acabou: recicle o descarte para continuar.</translation>
    </message>
    <message>
        <source>The stock is turned only once in Forty Thieves.</source>
        <translation>No Quarenta Ladrões, o monte só é passado uma vez.</translation>
    </message>
    <message>
        <source>The stock is turned only once: the waste never goes back.</source>
        <translation>O monte só é passado uma vez: o descarte nunca volta.</translation>
    </message>
    <message>
        <source>The three passes are spent and nothing sums 13.</source>
        <translation>As três passadas acabaram e nada soma 13.</translation>
    </message>
    <message>
        <source>The three passes are spent: the waste cannot be turned back again.</source>
        <translation>As três passadas já foram usadas: o descarte não pode ser repassado de novo.</translation>
    </message>
    <message>
        <source>The waste goes back to the stock only when the stock is empty.</source>
        <translation>O descarte só volta para o monte quando o monte acaba.</translation>
    </message>
    <message>
        <source>The waste is empty.</source>
        <translation>O descarte está vazio.</translation>
    </message>
    <message>
        <source>The waste is empty: there is nothing to turn back.</source>
        <translation>O descarte está vazio: não há nada para repassar.</translation>
    </message>
    <message>
        <source>The waste is empty: there is nothing to turn over.</source>
        <translation>O descarte está vazio: não há nada para reciclar.</translation>
    </message>
    <message>
        <source>The waste top does not pair with the card just under it: only the top card is in play.</source>
        <translation>O topo do descarte não forma par com a carta logo embaixo dele: só a carta de cima está em jogo.</translation>
    </message>
    <message>
        <source>The waste turns over only when the stock is empty.</source>
        <translation>O descarte só volta para o monte quando o monte acaba.</translation>
    </message>
    <message>
        <source>The {count} cards from {card} up are not a run of descending ranks and alternating colours.</source>
        <translation>As {count} cartas a partir de {card} não formam uma sequência decrescente de cores alternadas.</translation>
    </message>
    <message>
        <source>The {count} cards from {card} up are not a run of descending ranks in one suit.</source>
        <translation>As {count} cartas a partir de {card} não formam uma sequência decrescente do mesmo naipe.</translation>
    </message>
    <message>
        <source>The {count} cards from {card} up are not a run of descending ranks.</source>
        <translation>As {count} cartas a partir de {card} não formam uma sequência decrescente.</translation>
    </message>
    <message>
        <source>The {suit} foundation is already complete.</source>
        <translation>A fundação de {suit} já está completa.</translation>
    </message>
    <message>
        <source>The {suit} foundation is empty.</source>
        <translation>A fundação de {suit} está vazia.</translation>
    </message>
    <message>
        <source>There is no pile called {pile} in Baker&apos;s Game.</source>
        <translation>Não existe a pilha {pile} no Jogo do Padeiro.</translation>
    </message>
    <message>
        <source>There is no pile called {pile} in Eight Off.</source>
        <translation>Não existe a pilha {pile} no Oito Livres.</translation>
    </message>
    <message>
        <source>There is no pile called {pile} in FreeCell.</source>
        <translation>Não existe a pilha {pile} no Campo livre.</translation>
    </message>
    <message>
        <source>There is no pile called {pile}.</source>
        <translation>Não existe a pilha {pile}.</translation>
    </message>
    <message>
        <source>There is no pile {pile} in this game.</source>
        <translation>Não existe a pilha {pile} neste jogo.</translation>
    </message>
    <message>
        <source>There is no place called “{place}” in Pyramid.</source>
        <translation>Não existe o lugar “{place}” na Pirâmide.</translation>
    </message>
    <message>
        <source>This game is over.</source>
        <translation>Esta partida terminou.</translation>
    </message>
    <message>
        <source>Turn the stock.</source>
        <translation>Vire o monte.</translation>
    </message>
    <message>
        <source>Turn the waste back over to start pass {number} of 3.</source>
        <translation>Repasse o descarte para começar a passada {number} de 3.</translation>
    </message>
    <message>
        <source>Turn the waste over and go through the stock again.</source>
        <translation>Recicle o descarte e passe pelo monte de novo.</translation>
    </message>
    <message>
        <source>With no free cell and no empty column only one card can move; this run has {count}.</source>
        <translation>Sem célula livre nem coluna vazia, só dá para mover uma carta; esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>With no free cell and no other empty column only one card can move into an empty column; this run has {count}.</source>
        <translation>Sem célula livre nem outra coluna vazia, só dá para mover uma carta para uma coluna vazia; esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>With no free cell only one card can move; this run has {count}.</source>
        <translation>Sem célula livre, só dá para mover uma carta; esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>With no spare empty column only one card can move; this run has {length}.</source>
        <translation>Sem coluna vazia de sobra, só dá para mover uma carta; esta sequência tem {length}.</translation>
    </message>
    <message>
        <source>You cannot deal while a column is empty.</source>
        <translation>Não dá para distribuir com uma coluna vazia.</translation>
    </message>
    <message>
        <source>{card} can never leave: every card that makes 13 with it lies under it.</source>
        <translation>{card} nunca vai sair: todas as cartas que somam 13 com ela estão embaixo dela.</translation>
    </message>
    <message>
        <source>{card} cannot go to its foundation yet: {needed} comes first.</source>
        <translation>{card} ainda não pode subir para a fundação: antes vem {needed}.</translation>
    </message>
    <message>
        <source>{card} cannot go up yet: the next card for that foundation is {needed}.</source>
        <translation>{card} ainda não pode subir: a próxima carta dessa fundação é {needed}.</translation>
    </message>
    <message>
        <source>{card} goes on the foundation of its own suit.</source>
        <translation>{card} vai para a fundação do seu naipe.</translation>
    </message>
    <message>
        <source>{card} goes to the {suit} foundation.</source>
        <translation>{card} vai para a fundação de {suit}.</translation>
    </message>
    <message>
        <source>{card} is covered by {cover}.</source>
        <translation>{card} está coberta por {cover}.</translation>
    </message>
    <message>
        <source>{card} is covered by {first} and {second}.</source>
        <translation>{card} está coberta por {first} e {second}.</translation>
    </message>
    <message>
        <source>{card} is not one rank above or below {top}.</source>
        <translation>{card} não está um valor acima nem abaixo de {top}.</translation>
    </message>
    <message>
        <source>{cover} covers {card}: a card never pairs with a card that covers it.</source>
        <translation>{cover} cobre {card}: uma carta nunca forma par com uma carta que a cobre.</translation>
    </message>
    <message>
        <source>{first} + {second} = {total} — needs 13</source>
        <translation>{first} + {second} = {total} — precisa dar 13</translation>
    </message>
    <message>
        <source>{target} takes only cards of rank {rank}, not {card}.</source>
        <translation>{target} só aceita cartas de valor {rank}, não {card}.</translation>
    </message>
    <message>
        <source>{target} takes only {first} or {second}, not {card}.</source>
        <translation>{target} só aceita {first} ou {second}, não {card}.</translation>
    </message>
    <message>
        <source>{target} takes only {wanted}, not {card}.</source>
        <translation>{target} só aceita {wanted}, não {card}.</translation>
    </message>
    <message>
        <source>{upper} is not in sequence on {lower}, so they cannot move together.</source>
        <translation>{upper} não está em sequência sobre {lower}, então não podem mudar juntas.</translation>
    </message>
</context>
<context>
    <name>search</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Guaranteed solvable deal</source>
        <translation>Partida com solução garantida</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal with a proven solution… candidate {k} of %n</source>
        <translation>
            <numerusform>Procurando uma partida com solução comprovada… tentativa {k} de %n</numerusform>
            <numerusform>Procurando uma partida com solução comprovada… tentativa {k} de %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching whether this deal can still be won…</source>
        <translation>Verificando se esta partida ainda pode ser vencida…</translation>
    </message>
    <message>
        <source>Still winnable?</source>
        <translation>Ainda tem solução?</translation>
    </message>
</context>
<context>
    <name>session</name>
    <message>
        <source>A card is locked: it can never leave, so this deal is lost.</source>
        <translation>Uma carta ficou presa: ela nunca vai sair, então esta partida está perdida.</translation>
    </message>
    <message>
        <source>Only the top card of the waste can be played.</source>
        <translation>Só a carta do topo do descarte pode ser jogada.</translation>
    </message>
    <message>
        <source>That card has no place to go.</source>
        <translation>Essa carta não tem para onde ir.</translation>
    </message>
    <message>
        <source>This deal cannot be won.</source>
        <translation>Esta partida não tem como ser vencida.</translation>
    </message>
    <message>
        <source>Undo still works.</source>
        <translation>O desfazer continua funcionando.</translation>
    </message>
</context>
<context>
    <name>solver</name>
    <message>
        <source>Looking a few moves ahead, this move helps most.</source>
        <translation>Olhando algumas jogadas à frente, esta é a jogada que mais ajuda.</translation>
    </message>
    <message>
        <source>No way out: the solver proved that this position cannot be won.</source>
        <translation>Sem saída: o resolvedor provou que esta posição não pode ser vencida.</translation>
    </message>
    <message>
        <source>The solver found a way to win from here: this is its next move.</source>
        <translation>O resolvedor achou um jeito de vencer a partir daqui: esta é a próxima jogada dele.</translation>
    </message>
</context>
<context>
    <name>sound</name>
    <message>
        <source>Sound needs Qt Multimedia (the PySide6-Addons package), which is not installed. Install it with “pipx inject paciencia PySide6-Addons=={version}” or “pip install &apos;paciencia[sound]&apos;”, then start Paciência again.</source>
        <translation>O som precisa do Qt Multimedia (o pacote PySide6-Addons), que não está instalado. Instale-o com “pipx inject paciencia PySide6-Addons=={version}” ou “pip install &apos;paciencia[sound]&apos;” e abra o Paciência de novo.</translation>
    </message>
    <message>
        <source>Sound needs the system library {libraries}, which is not installed. On Debian or Ubuntu: {command}, then start Paciência again.</source>
        <translation>O som precisa da biblioteca do sistema {libraries}, que não está instalada. No Debian ou no Ubuntu: {command} e abra o Paciência de novo.</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jogo:</translation>
    </message>
    <message>
        <source>&amp;Reset this game…</source>
        <translation>&amp;Zerar este jogo…</translation>
    </message>
    <message>
        <source>Assisted wins:</source>
        <translation>Vitórias assistidas:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Melhor pontuação:</translation>
    </message>
    <message>
        <source>Best streak:</source>
        <translation>Melhor sequência:</translation>
    </message>
    <message>
        <source>Best time:</source>
        <translation>Melhor tempo:</translation>
    </message>
    <message>
        <source>Clean wins:</source>
        <translation>Vitórias limpas:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Sequência atual:</translation>
    </message>
    <message>
        <source>Daily deal streak:</source>
        <translation>Sequência de jogos do dia:</translation>
    </message>
    <message>
        <source>Fewest moves:</source>
        <translation>Menos jogadas:</translation>
    </message>
    <message>
        <source>Forget the statistics of every game? This cannot be undone.</source>
        <translation>Apagar as estatísticas de todos os jogos? Isso não pode ser desfeito.</translation>
    </message>
    <message>
        <source>Forget the statistics of {game}? This cannot be undone.</source>
        <translation>Apagar as estatísticas de {game}? Isso não pode ser desfeito.</translation>
    </message>
    <message>
        <source>No games played yet.</source>
        <translation>Nenhuma partida jogada ainda.</translation>
    </message>
    <message>
        <source>Of them, the solver&apos;s:</source>
        <translation>Delas, do resolvedor:</translation>
    </message>
    <message>
        <source>Played:</source>
        <translation>Partidas jogadas:</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zerar</translation>
    </message>
    <message>
        <source>Reset &amp;all…</source>
        <translation>Zerar &amp;tudo…</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Zerar estatísticas</translation>
    </message>
    <message>
        <source>Results over time: the win rate (line) and each game below it (green: a clean win, light green: an assisted win, red: lost)</source>
        <translation>Resultados ao longo do tempo: o aproveitamento (linha) e cada partida abaixo dele (verde: vitória limpa, verde-claro: vitória assistida, vermelho: derrota)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Aproveitamento:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Vencidas:</translation>
    </message>
    <message>
        <source>{current} now · best {best}</source>
        <translation>{current} agora · melhor {best}</translation>
    </message>
    <message numerus="yes">
        <source>{won} won out of the last %n games</source>
        <translation>
            <numerusform>{won} vencida em %n partida</numerusform>
            <numerusform>{won} vencidas nas últimas %n partidas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>status</name>
    <message>
        <source>Daily deal {n}</source>
        <translation>Jogo do dia nº {n}</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Partida {n}</translation>
    </message>
    <message>
        <source>Moves: {n}</source>
        <translation>Jogadas: {n}</translation>
    </message>
    <message>
        <source>Score: {n}</source>
        <translation>Pontos: {n}</translation>
    </message>
    <message>
        <source>Time: {t}</source>
        <translation>Tempo: {t}</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message numerus="yes">
        <source>%n deals left</source>
        <translation>
            <numerusform>falta %n rodada</numerusform>
            <numerusform>faltam %n rodadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass {n}/{limit}</source>
        <translation>Passada {n}/{limit}</translation>
    </message>
    <message>
        <source>{n}/4 runs</source>
        <translation>{n}/4 escadas</translation>
    </message>
    <message>
        <source>{n}/8 runs</source>
        <translation>{n}/8 escadas</translation>
    </message>
</context>
<context>
    <name>verdict</name>
    <message numerus="yes">
        <source>Back to the last winnable position: %n move undone.</source>
        <translation>
            <numerusform>De volta à última posição com solução: %n jogada desfeita.</numerusform>
            <numerusform>De volta à última posição com solução: %n jogadas desfeitas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Verificando…</translation>
    </message>
    <message>
        <source>No earlier position is known to be winnable.</source>
        <translation>Não se sabe de nenhuma posição anterior com solução.</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>Não tem mais solução</translation>
    </message>
    <message>
        <source>The solver could not decide within its time whether this position can be won.</source>
        <translation>O resolvedor não conseguiu decidir no tempo dele se esta posição pode ser vencida.</translation>
    </message>
    <message>
        <source>The solver found a way to win from this position.</source>
        <translation>O resolvedor achou um jeito de vencer a partir desta posição.</translation>
    </message>
    <message>
        <source>The solver is looking at this position.</source>
        <translation>O resolvedor está analisando esta posição.</translation>
    </message>
    <message>
        <source>The solver proved that this position can no longer be won. Edit ▸ Go back to the last winnable position takes you back.</source>
        <translation>O resolvedor provou que esta posição não pode mais ser vencida. Editar ▸ Voltar à última posição com solução leva você de volta.</translation>
    </message>
    <message>
        <source>The solver sees the face-down cards, which you cannot see (Preferences ▸ Behaviour).</source>
        <translation>O resolvedor vê as cartas viradas para baixo, que você não vê (Preferências ▸ Comportamento).</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconhecido</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Tem solução</translation>
    </message>
    <message>
        <source>{verdict} · solver sees hidden cards</source>
        <translation>{verdict} · o resolvedor vê cartas ocultas</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>&amp;Abandon it</source>
        <translation>&amp;Abandonar</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jogo:</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continuar jogando</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recomeçar</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Abandonar esta partida?</translation>
    </message>
    <message>
        <source>About Paciência</source>
        <translation>Sobre o Paciência</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Não é possível salvar</translation>
    </message>
    <message>
        <source>Choose a game first.</source>
        <translation>Escolha um jogo primeiro.</translation>
    </message>
    <message>
        <source>Could not save the settings: {error}</source>
        <translation>Não foi possível salvar as configurações: {error}</translation>
    </message>
    <message>
        <source>Could not save: {error}</source>
        <translation>Não foi possível salvar: {error}</translation>
    </message>
    <message>
        <source>Game link copied: {game} · {deal}</source>
        <translation>Link da partida copiado: {game} · {deal}</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Sair da tela cheia</translation>
    </message>
    <message>
        <source>Leave full screen (F11 or Escape)</source>
        <translation>Sair da tela cheia (F11 ou Esc)</translation>
    </message>
    <message>
        <source>New options</source>
        <translation>Novas opções</translation>
    </message>
    <message>
        <source>None of the {n} deals tried has a proven solution within the search budget: this is the last one, without a proven solution.</source>
        <translation>Nenhuma das {n} partidas testadas teve a solução comprovada dentro do limite da busca: esta é a última, sem solução comprovada.</translation>
    </message>
    <message>
        <source>Not understood and left out: {args}</source>
        <translation>Não entendido e ignorado: {args}</translation>
    </message>
    <message>
        <source>Paciência cannot write its files right now, so your game and results stay in memory. They will be saved as soon as writing works again (for example once the disk has free space); nothing saved before is lost.</source>
        <translation>O Paciência não consegue gravar seus arquivos agora, então sua partida e seus resultados ficam na memória. Eles serão salvos assim que a gravação voltar a funcionar (por exemplo, quando o disco tiver espaço livre); nada do que foi salvo antes se perde.</translation>
    </message>
    <message>
        <source>Paciência is already open</source>
        <translation>O Paciência já está aberto</translation>
    </message>
    <message>
        <source>Paciência is already open with the same files ({folder}), but that window does not answer. Close it, or wait until it answers, and try again. Nothing was changed.</source>
        <translation>O Paciência já está aberto com os mesmos arquivos ({folder}), mas essa janela não responde. Feche-a, ou espere até que responda, e tente de novo. Nada foi alterado.</translation>
    </message>
    <message>
        <source>Playing {game} · {deal}</source>
        <translation>Jogando {game} · {deal}</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Desistir</translation>
    </message>
    <message>
        <source>Resign this game? It counts as a loss and keeps the points.</source>
        <translation>Desistir desta partida? Ela conta como derrota e mantém os pontos.</translation>
    </message>
    <message>
        <source>Restart this deal?</source>
        <translation>Recomeçar esta partida?</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Search cancelled.</source>
        <translation>Busca cancelada.</translation>
    </message>
    <message>
        <source>Solution proven</source>
        <translation>Solução comprovada</translation>
    </message>
    <message>
        <source>Solution proven: the solver found a complete solution for this deal.</source>
        <translation>Solução comprovada: o resolvedor encontrou uma solução completa para esta partida.</translation>
    </message>
    <message>
        <source>That cannot be done now.</source>
        <translation>Isso não pode ser feito agora.</translation>
    </message>
    <message>
        <source>The game in progress counts as a loss if you abandon it for another deal.</source>
        <translation>A partida em andamento conta como derrota se você a abandonar por outra.</translation>
    </message>
    <message>
        <source>The game in progress goes on.</source>
        <translation>A partida em andamento continua.</translation>
    </message>
    <message>
        <source>The game so far counts as a lost game in your statistics. The same deal then starts over from its first card, with the moves and the clock at zero.</source>
        <translation>A partida até aqui conta como uma partida perdida nas suas estatísticas. A mesma partida então recomeça da primeira carta, com as jogadas e o tempo zerados.</translation>
    </message>
    <message>
        <source>The new options apply from the next deal.</source>
        <translation>As novas opções valem a partir da próxima partida.</translation>
    </message>
    <message>
        <source>The new options change the deal. Start a new game with them now?

The game in progress would count as a loss. If you keep playing, the options apply from the next deal.</source>
        <translation>As novas opções mudam a distribuição. Começar agora uma nova partida com elas?

A partida em andamento contaria como derrota. Se você continuar jogando, as opções valem a partir da próxima partida.</translation>
    </message>
    <message>
        <source>The search for a proven deal failed.</source>
        <translation>A busca por uma partida com solução comprovada falhou.</translation>
    </message>
    <message>
        <source>The solver could not decide in time whether this deal can still be won.</source>
        <translation>O resolvedor não conseguiu decidir a tempo se esta partida ainda pode ser vencida.</translation>
    </message>
    <message>
        <source>This deal can no longer be won from here.</source>
        <translation>Esta partida não pode mais ser vencida a partir daqui.</translation>
    </message>
    <message>
        <source>This deal can still be won from here.</source>
        <translation>Esta partida ainda pode ser vencida a partir daqui.</translation>
    </message>
    <message>
        <source>This game is over: F2 starts a new one.</source>
        <translation>Esta partida terminou: F2 começa uma nova.</translation>
    </message>
    <message>
        <source>This is the plain shuffle of deal {n}, without a proven solution.</source>
        <translation>Este é o embaralhamento simples da partida {n}, sem solução comprovada.</translation>
    </message>
    <message>
        <source>Your game and results are saved again.</source>
        <translation>Sua partida e seus resultados voltaram a ser salvos.</translation>
    </message>
    <message>
        <source>no proven solution</source>
        <translation>sem solução comprovada</translation>
    </message>
    <message>
        <source>{game} — Paciência</source>
        <translation>{game} — Paciência</translation>
    </message>
</context>
</TS>
