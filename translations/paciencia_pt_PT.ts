<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT">
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
            <numerusform>%n carta tirada do monte</numerusform>
            <numerusform>%n cartas tiradas do monte</numerusform>
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
            <numerusform>%n voltada para baixo</numerusform>
            <numerusform>%n voltadas para baixo</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move between cards, Enter picks up and puts down.</source>
        <translation>As setas movem entre as cartas; Enter pega e larga.</translation>
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
        <translation>Sugestão: {a} com {b}</translation>
    </message>
    <message>
        <source>Hint: {cards} to {dst}</source>
        <translation>Sugestão: {cards} para {dst}</translation>
    </message>
    <message>
        <source>Let go</source>
        <translation>Largou</translation>
    </message>
    <message>
        <source>New deal: {game}</source>
        <translation>Nova distribuição: {game}</translation>
    </message>
    <message>
        <source>Picked up {cards}</source>
        <translation>Pegou em {cards}</translation>
    </message>
    <message>
        <source>Pyramid row {row}, card {n}</source>
        <translation>Pirâmide, fila {row}, carta {n}</translation>
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
        <translation>Ganhou!</translation>
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
        <translation>carta voltada para baixo</translation>
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
        <translation>indicada pela sugestão</translation>
    </message>
    <message>
        <source>holding {cards}</source>
        <translation>a segurar {cards}</translation>
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
        <translation>sem mais passagens</translation>
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
        <translation>{cards} voltada para cima</translation>
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
        <translation>{card} escolhida, faz par com {cards}</translation>
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
        <translation>Novo jogo</translation>
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
        <translation>Voltar ao jogo em curso (Esc)</translation>
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
        <translation>O jogo de hoje, o mesmo para todos: {code}</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>em curso</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdido</translation>
    </message>
    <message>
        <source>not played yet</source>
        <translation>ainda não jogado</translation>
    </message>
    <message>
        <source>won ✓</source>
        <translation>ganho ✓</translation>
    </message>
    <message>
        <source>← &amp;Back to the game</source>
        <translation>← &amp;Voltar ao jogo</translation>
    </message>
</context>
<context>
    <name>codes</name>
    <message>
        <source>A game code starts with “paciencia://”: {text}</source>
        <translation>Um código de jogo começa por “paciencia://”: {text}</translation>
    </message>
    <message>
        <source>A number alone needs a game on the table: type a whole code “paciencia://…”.</source>
        <translation>Um número sozinho precisa de um jogo na mesa: escreva o código completo “paciencia://…”.</translation>
    </message>
    <message>
        <source>An option is empty: nothing stands between two “&amp;” (or after “?”) in “{query}”.</source>
        <translation>Há uma opção vazia: nada entre dois “&amp;” (ou a seguir a “?”) em “{query}”.</translation>
    </message>
    <message>
        <source>Bad value “{value}” for option “{name}”: use {allowed}.</source>
        <translation>Valor inválido “{value}” para a opção “{name}”: use {allowed}.</translation>
    </message>
    <message>
        <source>Deal numbers of {game} go from 1 to {max}, not “{number}”.</source>
        <translation>Os números de jogo de {game} vão de 1 a {max}, não “{number}”.</translation>
    </message>
    <message>
        <source>Deal {number} is not in the {level} list of proven Pyramid deals.</source>
        <translation>O jogo {number} não está na lista “{level}” de jogos da Pirâmide com solução comprovada.</translation>
    </message>
    <message>
        <source>Options are written name=value, not “{part}”.</source>
        <translation>As opções escrevem-se nome=valor, não “{part}”.</translation>
    </message>
    <message>
        <source>The deal number must be a positive whole number, not “{number}”.</source>
        <translation>O número do jogo tem de ser um número inteiro positivo, não “{number}”.</translation>
    </message>
    <message>
        <source>The game code has no deal number after “{game}/”.</source>
        <translation>O código não tem o número do jogo a seguir a “{game}/”.</translation>
    </message>
    <message>
        <source>The option “{name}” is given twice.</source>
        <translation>A opção “{name}” aparece duas vezes.</translation>
    </message>
    <message>
        <source>Type a deal number or a game code.</source>
        <translation>Escreva um número de jogo ou um código de jogo.</translation>
    </message>
    <message>
        <source>Unexpected text after the deal number: “{junk}”.</source>
        <translation>Texto inesperado a seguir ao número do jogo: “{junk}”.</translation>
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
        <translation>“{text}” não é um número de jogo nem um código de jogo (os códigos começam por “paciencia://”).</translation>
    </message>
</context>
<context>
    <name>crash</name>
    <message>
        <source>Copy the Report</source>
        <translation>Copiar o relatório</translation>
    </message>
    <message>
        <source>No log file could be written: the details are below.</source>
        <translation>Não foi possível escrever o ficheiro de registo: os pormenores estão abaixo.</translation>
    </message>
    <message>
        <source>Open the Log Folder</source>
        <translation>Abrir a pasta do registo</translation>
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
        <translation>Relatório copiado</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Algo correu mal</translation>
    </message>
    <message>
        <source>What happened is written in the file {file}, in {folder}. Please send it with your report.</source>
        <translation>O que aconteceu está escrito no ficheiro {file}, em {folder}. Envie-o com o seu relatório.</translation>
    </message>
    <message>
        <source>What happened is written in the log, in {folder}. Please send the file {file} with your report.</source>
        <translation>O que aconteceu está escrito no registo, em {folder}. Envie o ficheiro {file} com o seu relatório.</translation>
    </message>
    <message>
        <source>You can go on playing, but the game could not be saved.</source>
        <translation>Pode continuar a jogar, mas não foi possível guardar o jogo.</translation>
    </message>
    <message>
        <source>Your game is saved and stays on the table: you can go on playing.</source>
        <translation>O seu jogo está guardado e continua na mesa: pode continuar a jogar.</translation>
    </message>
    <message>
        <source>Your game was saved after every move: it is back on the table.</source>
        <translation>O seu jogo foi guardado a cada movimento: voltou à mesa.</translation>
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
        <translation>A verificação do baralho demorou demasiado (mais de {seconds} s): está danificado ou é demasiado complexo.</translation>
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
        <translation>Ficheiro ou pasta inexistente: {path}.</translation>
    </message>
    <message>
        <source>The SVG file {file} named by {path} is missing.</source>
        <translation>O ficheiro SVG {file} indicado por {path} não existe.</translation>
    </message>
    <message>
        <source>The card deck {key} is no longer installed; using the classic deck.</source>
        <translation>O baralho {key} já não está instalado; a usar o baralho clássico.</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be used ({why}); using the classic deck.</source>
        <translation>O baralho {name} não pode ser usado ({why}); a usar o baralho clássico.</translation>
    </message>
    <message>
        <source>The cards have odd proportions: height/width is {aspect} (accepted: {low} to {high}).</source>
        <translation>As cartas têm proporções estranhas: altura/largura é {aspect} (aceite: de {low} a {high}).</translation>
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
        <translation>{file} é enorme: {width} × {height} píxeis (o limite é {limit} por lado).</translation>
    </message>
    <message>
        <source>{file} is too small: {width} × {height} pixels (at least {limit} a side).</source>
        <translation>{file} é demasiado pequeno: {width} × {height} píxeis (mínimo de {limit} por lado).</translation>
    </message>
    <message>
        <source>{names} draw far outside their card: the deck uses SVG features this app cannot draw.</source>
        <translation>{names} são desenhados muito fora da carta: o baralho usa funcionalidades de SVG que esta aplicação não consegue desenhar.</translation>
    </message>
    <message>
        <source>{name} is not an imported deck.</source>
        <translation>{name} não é um baralho importado.</translation>
    </message>
    <message>
        <source>{path} could not be loaded as an SVG image.</source>
        <translation>Não foi possível abrir {path} como imagem SVG.</translation>
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
        <translation>{path} é uma ligação para um ficheiro fora da pasta do baralho.</translation>
    </message>
    <message>
        <source>{path} is enormous: {width} × {height} (the limit is {limit} a side).</source>
        <translation>{path} é enorme: {width} × {height} (o limite é {limit} por lado).</translation>
    </message>
    <message>
        <source>{path} is malformed: {error}</source>
        <translation>{path} está mal formado: {error}</translation>
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
        <translation>{path} não é um ficheiro normal.</translation>
    </message>
    <message>
        <source>{path} is not well-formed XML (line {line}: {error}).</source>
        <translation>{path} não é um XML bem formado (linha {line}: {error}).</translation>
    </message>
    <message>
        <source>{path} is too complex to draw: over {limit} elements (the largest known deck has about 9 000).</source>
        <translation>{path} é demasiado complexo para desenhar: mais de {limit} elementos (o maior baralho conhecido tem cerca de 9 000).</translation>
    </message>
    <message>
        <source>{path} is too large: over {limit} MB (the limit).</source>
        <translation>{path} é demasiado grande: passa de {limit} MB (o limite).</translation>
    </message>
    <message>
        <source>{path} names no SVG file (SVG= key); KDE decks made of PNG images are not supported.</source>
        <translation>{path} não indica nenhum ficheiro SVG (chave SVG=); os baralhos do KDE feitos de imagens PNG não são suportados.</translation>
    </message>
    <message>
        <source>{path} uses pictures from other files ({what}); a deck must hold all its pictures itself.</source>
        <translation>{path} usa imagens de outros ficheiros ({what}); um baralho tem de conter todas as suas imagens.</translation>
    </message>
    <message>
        <source>{path}, line {line}: not a PySol cardset description.</source>
        <translation>{path}, linha {line}: não é uma descrição de cartas do PySol.</translation>
    </message>
    <message>
        <source>{path}: unknown deck format. Expected a KDE card deck folder (with index.desktop), an AisleRiot SVG theme (.svg or .svgz) or a PySol cardset folder (with config.txt).</source>
        <translation>{path}: formato de baralho desconhecido. Esperava-se uma pasta de baralho do KDE (com index.desktop), um tema SVG do AisleRiot (.svg ou .svgz) ou uma pasta de cartas do PySol (com config.txt).</translation>
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
        <translation>&amp;Classificação</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <source>&amp;Same deal again</source>
        <translation>&amp;Repetir o mesmo jogo</translation>
    </message>
    <message>
        <source>(time bonus {n})</source>
        <translation>(bónus de tempo {n})</translation>
    </message>
    <message>
        <source>Cards left in the stock:</source>
        <translation>Cartas que ficaram no monte:</translation>
    </message>
    <message>
        <source>Daily deal streak:</source>
        <translation>Série de jogos do dia:</translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation>Código do jogo:</translation>
    </message>
    <message>
        <source>Game number:</source>
        <translation>Número do jogo:</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim do jogo</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jogo:</translation>
    </message>
    <message>
        <source>Hints:</source>
        <translation>Sugestões:</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Movimentos:</translation>
    </message>
    <message>
        <source>New entry in the leaderboard: place {n}!</source>
        <translation>Nova entrada na classificação: {n}.º lugar!</translation>
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
        <translation>Anulações:</translation>
    </message>
    <message>
        <source>Win rate ({which}):</source>
        <translation>Taxa de vitórias ({which}):</translation>
    </message>
    <message>
        <source>Win:</source>
        <translation>Vitória:</translation>
    </message>
    <message>
        <source>Winning streak:</source>
        <translation>Série de vitórias:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Ganhou!</translation>
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
        <translation>&lt;h3&gt;Paciência {version}&lt;/h3&gt;&lt;p&gt;{games} numa só janela.&lt;/p&gt;&lt;p&gt;Cada jogo tem um código: partilhe-o e um amigo joga com as mesmas cartas.&lt;/p&gt;&lt;p&gt;Software livre sob a GNU GPL, versão 3 ou posterior.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Python {python} · Qt {qt} · PySide6 {pyside}&lt;/p&gt;&lt;p&gt;The log of warnings and errors is in {folder}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Python {python} · Qt {qt} · PySide6 {pyside}&lt;/p&gt;&lt;p&gt;O registo de avisos e erros está em {folder}.&lt;/p&gt;</translation>
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
        <translation>Larga as cartas</translation>
    </message>
    <message>
        <source>Move the focus between cards and piles</source>
        <translation>Movem o foco entre cartas e pilhas</translation>
    </message>
    <message>
        <source>Pick up the cards under the focus; Enter again puts them down (on the same pile: to their best place)</source>
        <translation>Pega nas cartas sob o foco; Enter outra vez pousa-as (na mesma pilha: no melhor lugar para elas)</translation>
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
        <translation>Classificação</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Movimentos</translation>
    </message>
    <message>
        <source>No clean wins yet: win a game of {games} without undo, hint or solver to enter.</source>
        <translation>Ainda sem vitórias limpas: ganhe um jogo de {games} sem anular, sugestão ou resolvedor para entrar.</translation>
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
        <translation>O seu jogo entrou na classificação em {n}.º lugar!</translation>
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
        <translation>&amp;Acerca do Paciência</translation>
    </message>
    <message>
        <source>&amp;Auto</source>
        <translation>Subida au&amp;tomática</translation>
    </message>
    <message>
        <source>&amp;Copy game link</source>
        <translation>&amp;Copiar ligação do jogo</translation>
    </message>
    <message>
        <source>&amp;Draw / deal</source>
        <translation>Tirar do m&amp;onte / distribuir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Ecrã completo</translation>
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
        <translation>Su&amp;gestão</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Teclado</translation>
    </message>
    <message>
        <source>&amp;Leaderboard…</source>
        <translation>C&amp;lassificação…</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <source>&amp;Play game number…</source>
        <translation>&amp;Jogar o jogo número…</translation>
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
        <translation>&amp;Recomeçar este jogo</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regras deste jogo</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Definições</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anular</translation>
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
        <translation>Este jogo ainda tem &amp;solução?</translation>
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
        <translation>Levar para as fundações todas as cartas que podem subir em segurança</translation>
    </message>
    <message>
        <source>Show &amp;toolbar</source>
        <translation>Mostrar barra de &amp;ferramentas</translation>
    </message>
    <message>
        <source>Show status &amp;bar</source>
        <translation>Mostrar barra de e&amp;stado</translation>
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
        <translation>Foi guardada uma cópia do ficheiro danificado como {file}.</translation>
    </message>
    <message>
        <source>Everything else is as you left it.</source>
        <translation>Tudo o resto está como o deixou.</translation>
    </message>
    <message>
        <source>It was written by a newer version of Paciência; it is kept, unchanged, as {file}.</source>
        <translation>Foi escrito por uma versão mais recente do Paciência; está guardado, sem alterações, como {file}.</translation>
    </message>
    <message>
        <source>Paciência cannot keep its files in {folder}: it is a file, not a folder. It was left as it is; until it is moved away, this session&apos;s game, results and preferences are not saved.</source>
        <translation>O Paciência não pode guardar os seus ficheiros em {folder}: é um ficheiro, não uma pasta. Foi deixado como está; enquanto não for retirado dali, o jogo, os resultados e as preferências desta sessão não são guardados.</translation>
    </message>
    <message>
        <source>Some of your preferences were not allowed values ({fields}), so the usual ones are used for them; the others are as you left them.</source>
        <translation>Algumas das suas preferências tinham valores não permitidos ({fields}); para essas são usadas as predefinidas, e as outras estão como as deixou.</translation>
    </message>
    <message>
        <source>Some saved data could not be read</source>
        <translation>Não foi possível ler alguns dados guardados</translation>
    </message>
    <message>
        <source>The damaged file was kept as {file}.</source>
        <translation>O ficheiro danificado foi guardado como {file}.</translation>
    </message>
    <message numerus="yes">
        <source>The end of the game you were playing could not be read: it goes on from where it was after %n move.</source>
        <translation>
            <numerusform>Não foi possível ler o fim do jogo que estava a jogar: continua de onde estava depois de %n jogada.</numerusform>
            <numerusform>Não foi possível ler o fim do jogo que estava a jogar: continua de onde estava depois de %n jogadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file {name} could not be read.</source>
        <translation>Não foi possível ler o ficheiro {name}.</translation>
    </message>
    <message>
        <source>The game you were playing could not be read, so it cannot go on.</source>
        <translation>Não foi possível ler o jogo que estava a jogar; não pode continuar.</translation>
    </message>
    <message>
        <source>The leaderboard could not be read, so it starts empty.</source>
        <translation>Não foi possível ler a classificação; começa vazia.</translation>
    </message>
    <message>
        <source>Your preferences could not be read, so the usual ones are used.</source>
        <translation>Não foi possível ler as suas preferências; estão a ser usadas as predefinidas.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start again from zero.</source>
        <translation>Não foi possível ler as suas estatísticas; recomeçam do zero.</translation>
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
        <translation>&amp;Este jogo:</translation>
    </message>
    <message>
        <source>A deal number for the current game and options, or a whole game code (paciencia://…):</source>
        <translation>Um número de jogo para o jogo e as opções atuais, ou um código de jogo completo (paciencia://…):</translation>
    </message>
    <message>
        <source>A game code (paciencia://…):</source>
        <translation>Um código de jogo (paciencia://…):</translation>
    </message>
    <message>
        <source>Play game number</source>
        <translation>Jogar o jogo número</translation>
    </message>
    <message>
        <source>The whole link to the game on the table: copy it for a friend.</source>
        <translation>A ligação completa do jogo na mesa: copie-a para um amigo.</translation>
    </message>
    <message>
        <source>{game}, deal {n}</source>
        <translation>{game}, jogo {n}</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message numerus="yes">
        <source>%n passes</source>
        <translation>
            <numerusform>%n passagem</numerusform>
            <numerusform>%n passagens</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Draw:</source>
        <translation>&amp;Virar:</translation>
    </message>
    <message>
        <source>&amp;Finish the game by itself once every card is face up</source>
        <translation>&amp;Terminar sozinho o jogo quando todas as cartas estiverem voltadas para cima</translation>
    </message>
    <message>
        <source>&amp;Passes through the stock:</source>
        <translation>&amp;Passagens pelo monte:</translation>
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
        <translation>Uma dama pode ir para cima de um rei</translation>
    </message>
    <message>
        <source>Before play, the solver tries the deals of the number in turn and deals the first one it proves solvable; the game code fixes which one.</source>
        <translation>Antes de jogar, o resolvedor experimenta os jogos do número um a um e dá o primeiro que prova ter solução; o código do jogo fixa qual é.</translation>
    </message>
    <message>
        <source>Cards may come back from the foundations</source>
        <translation>As cartas podem voltar das fundações</translation>
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
        <translation>Fácil</translation>
    </message>
    <message>
        <source>How many times you may go through the stock (0: unlimited).</source>
        <translation>Quantas vezes pode passar pelo monte (0: sem limite).</translation>
    </message>
    <message>
        <source>K–A wrap</source>
        <translation>Ás a seguir ao rei</translation>
    </message>
    <message>
        <source>K–A wrap: an Ace and a King are neighbours</source>
        <translation>Ás a seguir ao rei: o ás e o rei são vizinhos</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>Ní&amp;vel:</translation>
    </message>
    <message>
        <source>Move safe cards to the foundations by themselves</source>
        <translation>Levar sozinhas para as fundações as cartas seguras</translation>
    </message>
    <message>
        <source>No K–A wrap</source>
        <translation>Sem ás a seguir ao rei</translation>
    </message>
    <message>
        <source>Nothing on a King</source>
        <translation>Nada em cima de um rei</translation>
    </message>
    <message>
        <source>One card</source>
        <translation>Uma carta</translation>
    </message>
    <message>
        <source>Only deals with a proven solution</source>
        <translation>Só jogos com solução comprovada</translation>
    </message>
    <message>
        <source>Queens on Kings</source>
        <translation>Damas em cima de reis</translation>
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
        <translation>&amp;Continuar a partir daqui</translation>
    </message>
    <message>
        <source>&amp;Faster</source>
        <translation>Mais &amp;rápido</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>Pa&amp;sso seguinte</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Pa&amp;usa</translation>
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
        <translation>De volta ao seu jogo.</translation>
    </message>
    <message>
        <source>Looking for a solution from this position…</source>
        <translation>A procurar uma solução a partir desta posição…</translation>
    </message>
    <message>
        <source>No solution: the solver proved that this position cannot be won.</source>
        <translation>Sem solução: o resolvedor provou que esta posição não pode ser ganha.</translation>
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
        <translation>Solução: → passo seguinte, ← anterior, Espaço reproduz ou pausa, + mais rápido, − mais lento, Home ao início, End até ao fim, Esc para.</translation>
    </message>
    <message>
        <source>Speed: {speed}</source>
        <translation>Velocidade: {speed}</translation>
    </message>
    <message>
        <source>The search for a solution failed.</source>
        <translation>A procura de uma solução falhou.</translation>
    </message>
    <message>
        <source>The solver found a way to win, but not one the table can show.</source>
        <translation>O resolvedor encontrou uma forma de ganhar, mas não uma que a mesa possa mostrar.</translation>
    </message>
    <message>
        <source>The solver found no solution in its time.</source>
        <translation>O resolvedor não encontrou solução no tempo de que dispunha.</translation>
    </message>
    <message>
        <source>To the &amp;end</source>
        <translation>Até ao &amp;fim</translation>
    </message>
    <message>
        <source>To the &amp;start</source>
        <translation>Ao &amp;início</translation>
    </message>
    <message numerus="yes">
        <source>You go on after step %n of the solution.</source>
        <translation>
            <numerusform>Continua depois do passo %n da solução.</numerusform>
            <numerusform>Continua depois do passo %n da solução.</numerusform>
        </translation>
    </message>
    <message>
        <source>the solution turns face-down cards</source>
        <translation>a solução volta cartas que estão de face para baixo</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganho</translation>
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
        <translation>&amp;Envia a carta para o melhor lugar (arraste para escolher)</translation>
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
        <translation>Um &amp;ficheiro de baralho (SVG)…</translation>
    </message>
    <message>
        <source>A deck f&amp;older (KDE, PySol)…</source>
        <translation>Uma &amp;pasta de baralho (KDE, PySol)…</translation>
    </message>
    <message>
        <source>A new language takes effect the next time Paciência starts.</source>
        <translation>Um novo idioma entra em vigor da próxima vez que o Paciência for aberto.</translation>
    </message>
    <message>
        <source>Add a &amp;time bonus to the score of a won game</source>
        <translation>Somar um &amp;bónus de tempo à pontuação de um jogo ganho</translation>
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
        <translation>Feltro bordeaux</translation>
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
        <translation>Baralhos (*.svg *.svgz index.desktop config.txt);;Todos os ficheiros (*)</translation>
    </message>
    <message>
        <source>Cards &amp;&amp; &amp;table</source>
        <translation>Cartas &amp;&amp; &amp;mesa</translation>
    </message>
    <message>
        <source>Checking {name}…</source>
        <translation>A verificar {name}…</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clássico</translation>
    </message>
    <message>
        <source>Decks you import appear here.</source>
        <translation>Os baralhos que importar aparecem aqui.</translation>
    </message>
    <message>
        <source>Does &amp;nothing: cards move only by dragging</source>
        <translation>&amp;Não faz nada: as cartas só se movem a arrastar</translation>
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
        <translation>Feltro cinzento</translation>
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
        <translation>Remover o baralho importado “{name}”? A sua cópia na pasta de dados do Paciência é apagada; o ficheiro de onde o importou fica onde está.</translation>
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
        <translation>Mostrar se o jogo tem &amp;solução também quando há cartas de face para baixo</translation>
    </message>
    <message>
        <source>The back drawn by the chosen deck&apos;s artist</source>
        <translation>O verso desenhado pelo artista do baralho escolhido</translation>
    </message>
    <message>
        <source>The deck and back apply to every game; the game goes on.</source>
        <translation>O baralho e o verso aplicam-se a todos os jogos; o jogo continua.</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <translation>O do próprio baralho</translation>
    </message>
    <message>
        <source>The solver then reads the face-down cards, which you cannot see.</source>
        <translation>O resolvedor lê então as cartas de face para baixo, que não consegue ver.</translation>
    </message>
    <message>
        <source>The time bonus applies from the next deal.</source>
        <translation>O bónus de tempo aplica-se a partir do próximo jogo.</translation>
    </message>
    <message>
        <source>These options apply from the next deal.</source>
        <translation>Estas opções aplicam-se a partir do próximo jogo.</translation>
    </message>
    <message>
        <source>Your name on the leaderboard</source>
        <translation>O seu nome na classificação</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>a verificar…</translation>
    </message>
    <message>
        <source>landscape cards</source>
        <translation>cartas na horizontal</translation>
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
        <translation>Fora da classificação e sem bónus de tempo: o resolvedor fez movimentos deste jogo.</translation>
    </message>
    <message>
        <source>Not in the leaderboard: only clean wins enter it (no undo, hint or solver).</source>
        <translation>Fora da classificação: só as vitórias limpas entram nela (sem anular, sugestão ou resolvedor).</translation>
    </message>
    <message>
        <source>Undo costs no points, but a clean win is one without undo, hint or solver: any of them makes the win assisted. Best time, fewest moves, best score and the leaderboard come from clean wins only. When the solver plays moves for you (Continue from here in the solution, or going back to the last winnable position), the win counts as won but as the solver&apos;s: no time bonus, and it does not add to your winning streak.</source>
        <translation>Anular não custa pontos, mas uma vitória limpa é uma vitória sem anular, sugestão ou resolvedor: qualquer um deles torna a vitória assistida. Melhor tempo, menos movimentos, melhor pontuação e a classificação vêm só das vitórias limpas. Quando o resolvedor faz movimentos por si (Continuar a partir daqui na solução, ou voltar à última posição com solução), o jogo conta como ganho, mas como do resolvedor: sem bónus de tempo, e não soma à sua série de vitórias.</translation>
    </message>
    <message>
        <source>assisted (undo, hint or solver used)</source>
        <translation>assistida (com anular, sugestão ou resolvedor)</translation>
    </message>
    <message>
        <source>clean (no undo, hint or solver)</source>
        <translation>limpa (sem anular, sugestão ou resolvedor)</translation>
    </message>
    <message>
        <source>the solver&apos;s (it played moves of this game)</source>
        <translation>do resolvedor (fez movimentos deste jogo)</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>A card cannot pair with itself.</source>
        <translation>Uma carta não forma par consigo própria.</translation>
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
        <translation>Cada célula guarda uma única carta.</translation>
    </message>
    <message>
        <source>An empty column stays empty in this game.</source>
        <translation>Neste jogo, uma coluna vazia fica vazia.</translation>
    </message>
    <message>
        <source>At least one card must move.</source>
        <translation>Tem de se mover pelo menos uma carta.</translation>
    </message>
    <message>
        <source>Cards can only be taken from a column or dealt from the stock.</source>
        <translation>As cartas só podem sair de uma coluna ou ser distribuídas a partir do monte.</translation>
    </message>
    <message>
        <source>Cards can only go to another column.</source>
        <translation>As cartas só podem ir para outra coluna.</translation>
    </message>
    <message>
        <source>Cards cannot be put on the stock.</source>
        <translation>Não se podem pôr cartas no monte.</translation>
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
        <translation>As cartas vão para a fundação uma de cada vez.</translation>
    </message>
    <message>
        <source>Cards go to the waste one at a time.</source>
        <translation>As cartas vão para o descarte uma de cada vez.</translation>
    </message>
    <message>
        <source>Cards move one at a time in this game.</source>
        <translation>Neste jogo, as cartas movem-se uma de cada vez.</translation>
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
        <translation>A coluna {column} não tem nenhuma carta para mover.</translation>
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
        <translation>Distribua uma nova fila a partir do monte.</translation>
    </message>
    <message>
        <source>Draw a card from the stock.</source>
        <translation>Tire uma carta do monte.</translation>
    </message>
    <message>
        <source>Draw from the stock.</source>
        <translation>Tire uma carta do monte.</translation>
    </message>
    <message>
        <source>Face-down cards cannot be moved.</source>
        <translation>As cartas voltadas para baixo não podem ser movidas.</translation>
    </message>
    <message>
        <source>Face-down cards cannot move.</source>
        <translation>As cartas voltadas para baixo não se podem mover.</translation>
    </message>
    <message>
        <source>Free cell {cell} already holds {card}: a cell takes one card.</source>
        <translation>A célula {cell} já tem {card}: cada célula leva uma única carta.</translation>
    </message>
    <message>
        <source>Free cell {cell} is empty.</source>
        <translation>A célula {cell} está vazia.</translation>
    </message>
    <message>
        <source>Move {card} away: that frees {freed} for its foundation.</source>
        <translation>Tire {card} do lugar: isso liberta {freed} para a fundação.</translation>
    </message>
    <message>
        <source>Move {card} from its free cell onto {target}.</source>
        <translation>Mova {card} da célula para cima de {target}.</translation>
    </message>
    <message>
        <source>Move {card} onto {target}: it completes a run.</source>
        <translation>Mova {card} para cima de {target}: isso completa uma sequência.</translation>
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
        <translation>Mova {card} para cima de {target}: isso abre caminho para outro movimento.</translation>
    </message>
    <message>
        <source>Move {card} onto {target}: it puts the cards in sequence.</source>
        <translation>Mova {card} para cima de {target}: isso põe as cartas em sequência.</translation>
    </message>
    <message>
        <source>Move {card} onto {target}: it turns a face-down card.</source>
        <translation>Mova {card} para cima de {target}: isso vira uma carta voltada para baixo.</translation>
    </message>
    <message>
        <source>Move {card} onto {target}: that empties column {column}.</source>
        <translation>Mova {card} para cima de {target}: isso esvazia a coluna {column}.</translation>
    </message>
    <message>
        <source>Move {card} onto {target}: that uncovers {uncovered}.</source>
        <translation>Mova {card} para cima de {target}: isso destapa {uncovered}.</translation>
    </message>
    <message>
        <source>Move {card} to an empty column: it frees {under}, which it does not fit.</source>
        <translation>Mova {card} para uma coluna vazia: isso liberta {under}, onde a carta não encaixa.</translation>
    </message>
    <message>
        <source>Move {card} to an empty column: it opens the way for another move.</source>
        <translation>Mova {card} para uma coluna vazia: isso abre caminho para outro movimento.</translation>
    </message>
    <message>
        <source>Move {card} to an empty column: it turns a face-down card.</source>
        <translation>Mova {card} para uma coluna vazia: isso vira uma carta voltada para baixo.</translation>
    </message>
    <message>
        <source>Move {card} to column {column}: a face-down card turns over.</source>
        <translation>Mova {card} para a coluna {column}: uma carta voltada para baixo fica à vista.</translation>
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
        <translation>Mova {card} para a coluna {column}: assim {freed} pode ir para a fundação.</translation>
    </message>
    <message>
        <source>Move {card} to column {column}: {freed} can then move.</source>
        <translation>Mova {card} para a coluna {column}: {freed} poderá então mover-se.</translation>
    </message>
    <message>
        <source>Move {card} to the empty column: you cannot deal while a column is empty.</source>
        <translation>Mova {card} para a coluna vazia: não se pode distribuir com uma coluna vazia.</translation>
    </message>
    <message>
        <source>No card can go on {target}.</source>
        <translation>Nenhuma carta pode ir para cima de {target}.</translation>
    </message>
    <message>
        <source>No card can go up safely.</source>
        <translation>Nenhuma carta pode subir em segurança.</translation>
    </message>
    <message>
        <source>No more passes: the pass limit is {limit}.</source>
        <translation>Não há mais passagens: o limite é {limit}.</translation>
    </message>
    <message>
        <source>No move brings progress.</source>
        <translation>Nenhum movimento faz o jogo avançar.</translation>
    </message>
    <message>
        <source>No move that makes progress was found. You may go on trying, or resign.</source>
        <translation>Não foi encontrado nenhum movimento que faça o jogo avançar. Pode continuar a tentar ou desistir.</translation>
    </message>
    <message>
        <source>No moves left: this game has no way out.</source>
        <translation>Sem movimentos: este jogo já não tem saída.</translation>
    </message>
    <message>
        <source>Nothing can be put on column {column}: its cards only leave.</source>
        <translation>Nada pode ser posto na coluna {column}: as cartas dela só saem.</translation>
    </message>
    <message>
        <source>Nothing goes on a King in this game: draw from the stock.</source>
        <translation>Neste jogo, nada vai para cima de um rei: tire uma carta do monte.</translation>
    </message>
    <message>
        <source>Nothing is locked.</source>
        <translation>Nenhuma carta está presa.</translation>
    </message>
    <message>
        <source>Nothing is put on the peaks: cards go only to the waste.</source>
        <translation>Nada se põe nos picos: as cartas só vão para o descarte.</translation>
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
        <translation>Só o rei sai sozinho: {card} precisa de um par que some 13.</translation>
    </message>
    <message>
        <source>Only cards drawn from the stock go on the waste.</source>
        <translation>Só as cartas tiradas do monte vão para o descarte.</translation>
    </message>
    <message>
        <source>Only one card at a time goes to a foundation.</source>
        <translation>Só vai uma carta de cada vez para a fundação.</translation>
    </message>
    <message>
        <source>Only one card at a time goes to a free cell.</source>
        <translation>Só vai uma carta de cada vez para uma célula.</translation>
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
        <translation>Com {cells} célula livre e {columns} outra coluna vazia, só se podem mover {limit} cartas para uma coluna vazia; esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>Only {limit} cards can move into an empty column with {cells} free cell and {columns} other empty columns; this run has {count}.</source>
        <translation>Com {cells} célula livre e {columns} outras colunas vazias, só se podem mover {limit} cartas para uma coluna vazia; esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>Only {limit} cards can move into an empty column with {cells} free cells and {columns} other empty column; this run has {count}.</source>
        <translation>Com {cells} células livres e {columns} outra coluna vazia, só se podem mover {limit} cartas para uma coluna vazia; esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>Only {limit} cards can move into an empty column with {cells} free cells and {columns} other empty columns; this run has {count}.</source>
        <translation>Com {cells} células livres e {columns} outras colunas vazias, só se podem mover {limit} cartas para uma coluna vazia; esta sequência tem {count}.</translation>
    </message>
    <message numerus="yes">
        <source>Only {limit} cards can move with %n spare empty columns; this run has {length}.</source>
        <translation>
            <numerusform>Com %n coluna vazia de sobra, só se podem mover {limit} cartas; esta sequência tem {length}.</numerusform>
            <numerusform>Com %n colunas vazias de sobra, só se podem mover {limit} cartas; esta sequência tem {length}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only {limit} cards can move with {cells} free cell (an empty column takes only a King, so it gives no room); this run has {count}.</source>
        <translation>Com {cells} célula livre, só se podem mover {limit} cartas (uma coluna vazia só recebe um rei, por isso não dá espaço); esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>Only {limit} cards can move with {cells} free cell and {columns} empty column; this run has {count}.</source>
        <translation>Com {cells} célula livre e {columns} coluna vazia, só se podem mover {limit} cartas; esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>Only {limit} cards can move with {cells} free cell and {columns} empty columns; this run has {count}.</source>
        <translation>Com {cells} célula livre e {columns} colunas vazias, só se podem mover {limit} cartas; esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>Only {limit} cards can move with {cells} free cells (an empty column takes only a King, so it gives no room); this run has {count}.</source>
        <translation>Com {cells} células livres, só se podem mover {limit} cartas (uma coluna vazia só recebe um rei, por isso não dá espaço); esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>Only {limit} cards can move with {cells} free cells and {columns} empty column; this run has {count}.</source>
        <translation>Com {cells} células livres e {columns} coluna vazia, só se podem mover {limit} cartas; esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>Only {limit} cards can move with {cells} free cells and {columns} empty columns; this run has {count}.</source>
        <translation>Com {cells} células livres e {columns} colunas vazias, só se podem mover {limit} cartas; esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>Pass {number}/{total} · {left} left</source>
        <translation>Passagem {number}/{total} · faltam {left}</translation>
    </message>
    <message>
        <source>Play {card} from the waste to column {column}.</source>
        <translation>Jogue {card} do descarte para a coluna {column}.</translation>
    </message>
    <message>
        <source>Play {card} onto the waste.</source>
        <translation>Jogue {card} para o descarte.</translation>
    </message>
    <message>
        <source>Play {card}: it uncovers a face-down card.</source>
        <translation>Jogue {card}: isso destapa uma carta voltada para baixo.</translation>
    </message>
    <message>
        <source>Play {card}: {next} can follow it.</source>
        <translation>Jogue {card}: {next} pode vir a seguir.</translation>
    </message>
    <message>
        <source>Put {card} on its foundation.</source>
        <translation>Ponha {card} na fundação.</translation>
    </message>
    <message>
        <source>Put {card} on its foundation: no card on the table needs it.</source>
        <translation>Ponha {card} na fundação: nenhuma carta da mesa precisa dela.</translation>
    </message>
    <message>
        <source>Pyramid cards leave one by one or in pairs; a move takes no count.</source>
        <translation>As cartas da Pirâmide saem uma a uma ou aos pares; o movimento não leva quantidade.</translation>
    </message>
    <message>
        <source>Remove {card}: a King leaves alone.</source>
        <translation>Retire {card}: o rei sai sozinho.</translation>
    </message>
    <message>
        <source>Remove {first} and {second}: they make 13.</source>
        <translation>Retire {first} e {second}: somam 13.</translation>
    </message>
    <message>
        <source>Several cards move together only if they form a descending run of one suit.</source>
        <translation>Várias cartas só se movem juntas se formarem uma sequência decrescente do mesmo naipe.</translation>
    </message>
    <message>
        <source>Stock cards are not in play: turn them to the waste first.</source>
        <translation>As cartas do monte não estão em jogo: vire-as primeiro para o descarte.</translation>
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
        <translation>Essa carta está tapada: entra em jogo quando as cartas que estão em cima dela saírem.</translation>
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
        <translation>Não se podem mover tantas cartas de uma vez.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Esse movimento não é permitido.</translation>
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
        <translation>O monte e o descarte estão ambos vazios.</translation>
    </message>
    <message>
        <source>The stock can only be dealt onto the columns.</source>
        <translation>O monte só pode ser distribuído pelas colunas.</translation>
    </message>
    <message>
        <source>The stock is empty and no card fits the waste.</source>
        <translation>O monte acabou e nenhuma carta serve no descarte.</translation>
    </message>
    <message>
        <source>The stock is empty and the three passes are spent.</source>
        <translation>O monte acabou e as três passagens já foram usadas.</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <translation>O monte acabou.</translation>
    </message>
    <message>
        <source>The stock is empty: there is nothing left to deal.</source>
        <translation>O monte acabou: já não há nada para distribuir.</translation>
    </message>
    <message>
        <source>The stock is empty: turn the waste back over to start a new pass.</source>
        <translation>O monte acabou: volte o descarte para começar outra passagem.</translation>
    </message>
    <message>
        <source>The stock is empty: turn the waste over to go on.</source>
        <translation>O monte acabou: volte o descarte para continuar.</translation>
    </message>
    <message>
        <source>The stock is turned only once in Forty Thieves.</source>
        <translation>No Quarenta Ladrões, o monte só passa uma vez.</translation>
    </message>
    <message>
        <source>The stock is turned only once: the waste never goes back.</source>
        <translation>O monte só passa uma vez: o descarte nunca volta.</translation>
    </message>
    <message>
        <source>The three passes are spent and nothing sums 13.</source>
        <translation>As três passagens acabaram e nada soma 13.</translation>
    </message>
    <message>
        <source>The three passes are spent: the waste cannot be turned back again.</source>
        <translation>As três passagens já foram usadas: o descarte não pode voltar ao monte outra vez.</translation>
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
        <translation>O descarte está vazio: não há nada para voltar.</translation>
    </message>
    <message>
        <source>The waste is empty: there is nothing to turn over.</source>
        <translation>O descarte está vazio: não há nada para voltar.</translation>
    </message>
    <message>
        <source>The waste top does not pair with the card just under it: only the top card is in play.</source>
        <translation>O topo do descarte não forma par com a carta logo por baixo: só a carta de cima está em jogo.</translation>
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
        <translation>Este jogo terminou.</translation>
    </message>
    <message>
        <source>Turn the stock.</source>
        <translation>Vire uma carta do monte.</translation>
    </message>
    <message>
        <source>Turn the waste back over to start pass {number} of 3.</source>
        <translation>Volte o descarte para começar a passagem {number} de 3.</translation>
    </message>
    <message>
        <source>Turn the waste over and go through the stock again.</source>
        <translation>Volte o descarte e passe pelo monte outra vez.</translation>
    </message>
    <message>
        <source>With no free cell and no empty column only one card can move; this run has {count}.</source>
        <translation>Sem células livres nem colunas vazias, só se pode mover uma carta; esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>With no free cell and no other empty column only one card can move into an empty column; this run has {count}.</source>
        <translation>Sem células livres nem outra coluna vazia, só se pode mover uma carta para uma coluna vazia; esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>With no free cell only one card can move; this run has {count}.</source>
        <translation>Sem células livres, só se pode mover uma carta; esta sequência tem {count}.</translation>
    </message>
    <message>
        <source>With no spare empty column only one card can move; this run has {length}.</source>
        <translation>Sem colunas vazias de sobra, só se pode mover uma carta; esta sequência tem {length}.</translation>
    </message>
    <message>
        <source>You cannot deal while a column is empty.</source>
        <translation>Não se pode distribuir com uma coluna vazia.</translation>
    </message>
    <message>
        <source>{card} can never leave: every card that makes 13 with it lies under it.</source>
        <translation>{card} nunca vai sair: todas as cartas que somam 13 com ela estão por baixo dela.</translation>
    </message>
    <message>
        <source>{card} cannot go to its foundation yet: {needed} comes first.</source>
        <translation>{card} ainda não pode ir para a fundação: primeiro vem {needed}.</translation>
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
        <translation>{card} está tapada por {cover}.</translation>
    </message>
    <message>
        <source>{card} is covered by {first} and {second}.</source>
        <translation>{card} está tapada por {first} e {second}.</translation>
    </message>
    <message>
        <source>{card} is not one rank above or below {top}.</source>
        <translation>{card} não está um valor acima nem abaixo de {top}.</translation>
    </message>
    <message>
        <source>{cover} covers {card}: a card never pairs with a card that covers it.</source>
        <translation>{cover} tapa {card}: uma carta nunca forma par com uma carta que a tapa.</translation>
    </message>
    <message>
        <source>{first} + {second} = {total} — needs 13</source>
        <translation>{first} + {second} = {total} — tem de dar 13</translation>
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
        <translation>{upper} não está em sequência sobre {lower}, por isso não se podem mover juntas.</translation>
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
        <translation>Jogo com solução garantida</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal with a proven solution… candidate {k} of %n</source>
        <translation>
            <numerusform>A procurar um jogo com solução comprovada… tentativa {k} de %n</numerusform>
            <numerusform>A procurar um jogo com solução comprovada… tentativa {k} de %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching whether this deal can still be won…</source>
        <translation>A verificar se este jogo ainda pode ser ganho…</translation>
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
        <translation>Uma carta ficou presa: nunca vai sair, por isso este jogo está perdido.</translation>
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
        <translation>Este jogo não pode ser ganho.</translation>
    </message>
    <message>
        <source>Undo still works.</source>
        <translation>Ainda pode anular movimentos.</translation>
    </message>
</context>
<context>
    <name>solver</name>
    <message>
        <source>Looking a few moves ahead, this move helps most.</source>
        <translation>Vistos alguns movimentos à frente, este é o movimento que mais ajuda.</translation>
    </message>
    <message>
        <source>No way out: the solver proved that this position cannot be won.</source>
        <translation>Sem saída: o resolvedor provou que esta posição não pode ser ganha.</translation>
    </message>
    <message>
        <source>The solver found a way to win from here: this is its next move.</source>
        <translation>O resolvedor encontrou uma forma de ganhar a partir daqui: este é o seu próximo movimento.</translation>
    </message>
</context>
<context>
    <name>sound</name>
    <message>
        <source>Sound needs Qt Multimedia (the PySide6-Addons package), which is not installed. Install it with “pipx inject paciencia PySide6-Addons=={version}” or “pip install &apos;paciencia[sound]&apos;”, then start Paciência again.</source>
        <translation>O som precisa do Qt Multimedia (o pacote PySide6-Addons), que não está instalado. Instale-o com “pipx inject paciencia PySide6-Addons=={version}” ou “pip install &apos;paciencia[sound]&apos;” e volte a abrir o Paciência.</translation>
    </message>
    <message>
        <source>Sound needs the system library {libraries}, which is not installed. On Debian or Ubuntu: {command}, then start Paciência again.</source>
        <translation>O som precisa da biblioteca do sistema {libraries}, que não está instalada. No Debian ou no Ubuntu: {command} e volte a abrir o Paciência.</translation>
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
        <translation>&amp;Repor este jogo…</translation>
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
        <translation>Melhor série:</translation>
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
        <translation>Série atual:</translation>
    </message>
    <message>
        <source>Daily deal streak:</source>
        <translation>Série de jogos do dia:</translation>
    </message>
    <message>
        <source>Fewest moves:</source>
        <translation>Menos movimentos:</translation>
    </message>
    <message>
        <source>Forget the statistics of every game? This cannot be undone.</source>
        <translation>Apagar as estatísticas de todos os jogos? Esta ação não pode ser anulada.</translation>
    </message>
    <message>
        <source>Forget the statistics of {game}? This cannot be undone.</source>
        <translation>Apagar as estatísticas de {game}? Esta ação não pode ser anulada.</translation>
    </message>
    <message>
        <source>No games played yet.</source>
        <translation>Ainda não jogou nenhum jogo.</translation>
    </message>
    <message>
        <source>Of them, the solver&apos;s:</source>
        <translation>Destas, do resolvedor:</translation>
    </message>
    <message>
        <source>Played:</source>
        <translation>Jogos jogados:</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Repor</translation>
    </message>
    <message>
        <source>Reset &amp;all…</source>
        <translation>Repor &amp;tudo…</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Repor estatísticas</translation>
    </message>
    <message>
        <source>Results over time: the win rate (line) and each game below it (green: a clean win, light green: an assisted win, red: lost)</source>
        <translation>Resultados ao longo do tempo: a taxa de vitórias (linha) e cada jogo abaixo dela (verde: vitória limpa, verde-claro: vitória assistida, vermelho: derrota)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Taxa de vitórias:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Ganhos:</translation>
    </message>
    <message>
        <source>{current} now · best {best}</source>
        <translation>{current} agora · melhor {best}</translation>
    </message>
    <message numerus="yes">
        <source>{won} won out of the last %n games</source>
        <translation>
            <numerusform>{won} ganho em %n jogo</numerusform>
            <numerusform>{won} ganhos nos últimos %n jogos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>status</name>
    <message>
        <source>Daily deal {n}</source>
        <translation>Jogo do dia n.º {n}</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Jogo {n}</translation>
    </message>
    <message>
        <source>Moves: {n}</source>
        <translation>Movimentos: {n}</translation>
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
            <numerusform>falta %n distribuição</numerusform>
            <numerusform>faltam %n distribuições</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass {n}/{limit}</source>
        <translation>Passagem {n}/{limit}</translation>
    </message>
    <message>
        <source>{n}/4 runs</source>
        <translation>{n}/4 sequências</translation>
    </message>
    <message>
        <source>{n}/8 runs</source>
        <translation>{n}/8 sequências</translation>
    </message>
</context>
<context>
    <name>verdict</name>
    <message numerus="yes">
        <source>Back to the last winnable position: %n move undone.</source>
        <translation>
            <numerusform>De volta à última posição com solução: %n movimento anulado.</numerusform>
            <numerusform>De volta à última posição com solução: %n movimentos anulados.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>A verificar…</translation>
    </message>
    <message>
        <source>No earlier position is known to be winnable.</source>
        <translation>Não se conhece nenhuma posição anterior com solução.</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>Já não tem solução</translation>
    </message>
    <message>
        <source>The solver could not decide within its time whether this position can be won.</source>
        <translation>O resolvedor não conseguiu decidir no tempo de que dispunha se esta posição pode ser ganha.</translation>
    </message>
    <message>
        <source>The solver found a way to win from this position.</source>
        <translation>O resolvedor encontrou uma forma de ganhar a partir desta posição.</translation>
    </message>
    <message>
        <source>The solver is looking at this position.</source>
        <translation>O resolvedor está a analisar esta posição.</translation>
    </message>
    <message>
        <source>The solver proved that this position can no longer be won. Edit ▸ Go back to the last winnable position takes you back.</source>
        <translation>O resolvedor provou que esta posição já não pode ser ganha. Editar ▸ Voltar à última posição com solução leva-o de volta.</translation>
    </message>
    <message>
        <source>The solver sees the face-down cards, which you cannot see (Preferences ▸ Behaviour).</source>
        <translation>O resolvedor vê as cartas de face para baixo, que não consegue ver (Preferências ▸ Comportamento).</translation>
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
        <translation>&amp;Continuar a jogar</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recomeçar</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Abandonar este jogo?</translation>
    </message>
    <message>
        <source>About Paciência</source>
        <translation>Acerca do Paciência</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Não é possível guardar</translation>
    </message>
    <message>
        <source>Choose a game first.</source>
        <translation>Escolha um jogo primeiro.</translation>
    </message>
    <message>
        <source>Could not save the settings: {error}</source>
        <translation>Não foi possível guardar as definições: {error}</translation>
    </message>
    <message>
        <source>Could not save: {error}</source>
        <translation>Não foi possível guardar: {error}</translation>
    </message>
    <message>
        <source>Game link copied: {game} · {deal}</source>
        <translation>Ligação do jogo copiada: {game} · {deal}</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Sair do ecrã completo</translation>
    </message>
    <message>
        <source>Leave full screen (F11 or Escape)</source>
        <translation>Sair do ecrã completo (F11 ou Esc)</translation>
    </message>
    <message>
        <source>New options</source>
        <translation>Novas opções</translation>
    </message>
    <message>
        <source>None of the {n} deals tried has a proven solution within the search budget: this is the last one, without a proven solution.</source>
        <translation>Nenhum dos {n} jogos testados teve a solução comprovada dentro do limite da procura: este é o último, sem solução comprovada.</translation>
    </message>
    <message>
        <source>Not understood and left out: {args}</source>
        <translation>Não compreendido e ignorado: {args}</translation>
    </message>
    <message>
        <source>Paciência cannot write its files right now, so your game and results stay in memory. They will be saved as soon as writing works again (for example once the disk has free space); nothing saved before is lost.</source>
        <translation>O Paciência não consegue gravar os seus ficheiros agora, por isso o jogo e os resultados ficam na memória. Serão guardados assim que a gravação voltar a funcionar (por exemplo, quando o disco tiver espaço livre); nada do que foi guardado antes se perde.</translation>
    </message>
    <message>
        <source>Paciência is already open</source>
        <translation>O Paciência já está aberto</translation>
    </message>
    <message>
        <source>Paciência is already open with the same files ({folder}), but that window does not answer. Close it, or wait until it answers, and try again. Nothing was changed.</source>
        <translation>O Paciência já está aberto com os mesmos ficheiros ({folder}), mas essa janela não responde. Feche-a, ou espere até que responda, e tente de novo. Nada foi alterado.</translation>
    </message>
    <message>
        <source>Playing {game} · {deal}</source>
        <translation>A jogar {game} · {deal}</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Desistir</translation>
    </message>
    <message>
        <source>Resign this game? It counts as a loss and keeps the points.</source>
        <translation>Desistir deste jogo? Conta como derrota e mantém os pontos.</translation>
    </message>
    <message>
        <source>Restart this deal?</source>
        <translation>Recomeçar este jogo?</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Search cancelled.</source>
        <translation>Procura cancelada.</translation>
    </message>
    <message>
        <source>Solution proven</source>
        <translation>Solução comprovada</translation>
    </message>
    <message>
        <source>Solution proven: the solver found a complete solution for this deal.</source>
        <translation>Solução comprovada: o resolvedor encontrou uma solução completa para este jogo.</translation>
    </message>
    <message>
        <source>That cannot be done now.</source>
        <translation>Isso não pode ser feito agora.</translation>
    </message>
    <message>
        <source>The game in progress counts as a loss if you abandon it for another deal.</source>
        <translation>O jogo em curso conta como derrota se o abandonar por outro.</translation>
    </message>
    <message>
        <source>The game in progress goes on.</source>
        <translation>O jogo em curso continua.</translation>
    </message>
    <message>
        <source>The game so far counts as a lost game in your statistics. The same deal then starts over from its first card, with the moves and the clock at zero.</source>
        <translation>O jogo até aqui conta como um jogo perdido nas suas estatísticas. O mesmo jogo recomeça então desde a primeira carta, com os movimentos e o tempo a zero.</translation>
    </message>
    <message>
        <source>The new options apply from the next deal.</source>
        <translation>As novas opções aplicam-se a partir do próximo jogo.</translation>
    </message>
    <message>
        <source>The new options change the deal. Start a new game with them now?

The game in progress would count as a loss. If you keep playing, the options apply from the next deal.</source>
        <translation>As novas opções mudam a distribuição. Começar já um novo jogo com elas?

O jogo em curso contaria como derrota. Se continuar a jogar, as opções aplicam-se a partir do próximo jogo.</translation>
    </message>
    <message>
        <source>The search for a proven deal failed.</source>
        <translation>A procura de um jogo com solução comprovada falhou.</translation>
    </message>
    <message>
        <source>The solver could not decide in time whether this deal can still be won.</source>
        <translation>O resolvedor não conseguiu decidir a tempo se este jogo ainda pode ser ganho.</translation>
    </message>
    <message>
        <source>This deal can no longer be won from here.</source>
        <translation>Este jogo já não pode ser ganho a partir daqui.</translation>
    </message>
    <message>
        <source>This deal can still be won from here.</source>
        <translation>Este jogo ainda pode ser ganho a partir daqui.</translation>
    </message>
    <message>
        <source>This game is over: F2 starts a new one.</source>
        <translation>Este jogo terminou: F2 começa um novo.</translation>
    </message>
    <message>
        <source>This is the plain shuffle of deal {n}, without a proven solution.</source>
        <translation>Esta é a baralhação simples do jogo {n}, sem solução comprovada.</translation>
    </message>
    <message>
        <source>Your game and results are saved again.</source>
        <translation>O seu jogo e os seus resultados voltaram a ser guardados.</translation>
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
