"""Portuguese for every message of the app except the long help texts (those are in translations_help.py).

Keyed by (context, English source) → (Brazilian Portuguese, European Portuguese).
A context of "*" serves a source in every context where it appears (short words
shared by several dialogs). A plural message (source with %n) takes a tuple of
two forms per language: (one, other).

Vocabulary (from the seeds, docs in /work/shared/seeds): Clássica (Klondike),
Campo livre (FreeCell), Aranha (Spider), Pirâmide (Pyramid); monte (stock),
descarte (waste), fundações (foundations), colunas, células livres (free cells;
the Brazilian seed calls them "cantos"), passada (pass), sequência (run), escada
(a complete Spider run, pt-BR), virar (draw/turn), desfazer/refazer (pt-BR) —
anular/refazer (pt-PT).
pt-PT differs where European usage differs: ecrã (tela), ficheiro (arquivo),
guardar (salvar), carregar (clicar), utilizador (usuário), baralhar
(embaralhar), registo (registro), voltada para baixo (virada para baixo),
Definições (Configurações), movimentos (jogadas), sugestão (dica),
classificação (ranking), passagem (passada), and the European verb forms
("está a jogar").
"""

from __future__ import annotations

TABLE: dict[tuple[str, str], tuple[object, object]] = {
    # -- shared short words -------------------------------------------------------------------------
    ("*", "Klondike"): ("Clássica", "Clássica"),
    ("*", "FreeCell"): ("Campo livre", "Campo livre"),
    ("*", "Spider"): ("Aranha", "Aranha"),
    ("*", "Pyramid"): ("Pirâmide", "Pirâmide"),
    ("*", "1 suit"): ("1 naipe", "1 naipe"),
    ("*", "2 suits"): ("2 naipes", "2 naipes"),
    ("*", "4 suits"): ("4 naipes", "4 naipes"),
    ("*", "Easy"): ("Tranquila", "Fácil"),
    ("*", "Standard"): ("Padrão", "Padrão"),
    ("*", "Random"): ("Aleatória", "Aleatória"),
    ("*", "Resign"): ("Desistir", "Desistir"),
    # -- banner over the table ----------------------------------------------------------------------
    ("banner", "Hide"): ("Ocultar", "Ocultar"),
    ("banner", "Go back before the mistake"): ("Voltar antes do erro", "Voltar atrás antes do erro"),
    # -- game chooser -------------------------------------------------------------------------------
    ("chooser", "Choose a game"): ("Escolha um jogo", "Escolha um jogo"),
    ("chooser", "Draw 1"): ("Virar 1", "Virar 1"),
    ("chooser", "Draw 3"): ("Virar 3", "Virar 3"),
    # -- game codes ---------------------------------------------------------------------------------
    ("codes", "A game code starts with “paciencia://”: {text}"): (
        "Um código de partida começa com “paciencia://”: {text}",
        "Um código de jogo começa por “paciencia://”: {text}",
    ),
    ("codes", "Unknown game “{game}”: use klondike, freecell, spider or pyramid."): (
        "Jogo desconhecido “{game}”: use klondike, freecell, spider ou pyramid.",
        "Jogo desconhecido “{game}”: use klondike, freecell, spider ou pyramid.",
    ),
    ("codes", "The deal number must be a positive whole number, not “{number}”."): (
        "O número da partida deve ser um número inteiro positivo, não “{number}”.",
        "O número do jogo tem de ser um número inteiro positivo, não “{number}”.",
    ),
    ("codes", "The game code has no deal number after “{game}/”."): (
        "O código não tem o número da partida depois de “{game}/”.",
        "O código não tem o número do jogo a seguir a “{game}/”.",
    ),
    ("codes", "Unexpected text after the deal number: “{junk}”."): (
        "Texto inesperado depois do número da partida: “{junk}”.",
        "Texto inesperado a seguir ao número do jogo: “{junk}”.",
    ),
    ("codes", "Unknown option “{name}” for {game}."): (
        "Opção desconhecida “{name}” para {game}.",
        "Opção desconhecida “{name}” para {game}.",
    ),
    ("codes", "The option “{name}” is given twice."): (
        "A opção “{name}” aparece duas vezes.",
        "A opção “{name}” aparece duas vezes.",
    ),
    ("codes", "Bad value “{value}” for option “{name}”: use {allowed}."): (
        "Valor inválido “{value}” para a opção “{name}”: use {allowed}.",
        "Valor inválido “{value}” para a opção “{name}”: use {allowed}.",
    ),
    ("codes", "Options are written name=value, not “{part}”."): (
        "As opções se escrevem nome=valor, não “{part}”.",
        "As opções escrevem-se nome=valor, não “{part}”.",
    ),
    ("codes", "Deal {number} is not in the {level} list of proven Pyramid deals."): (
        "A partida {number} não está na lista “{level}” de partidas da Pirâmide com solução comprovada.",
        "O jogo {number} não está na lista “{level}” de jogos da Pirâmide com solução comprovada.",
    ),
    ("codes", "Type a deal number or a game code."): (
        "Digite um número de partida ou um código de partida.",
        "Escreva um número de jogo ou um código de jogo.",
    ),
    ("codes", "A number alone needs a game on the table: type a whole code “paciencia://…”."): (
        "Um número sozinho precisa de um jogo na mesa: digite o código inteiro “paciencia://…”.",
        "Um número sozinho precisa de um jogo na mesa: escreva o código completo “paciencia://…”.",
    ),
    ("codes", "“{text}” is neither a deal number nor a game code (they start with “paciencia://”)."): (
        "“{text}” não é um número de partida nem um código de partida (os códigos começam com “paciencia://”).",
        "“{text}” não é um número de jogo nem um código de jogo (os códigos começam por “paciencia://”).",
    ),
    # -- card decks ---------------------------------------------------------------------------------
    ("decks", "No such file or folder: {path}."): (
        "Arquivo ou pasta inexistente: {path}.",
        "Ficheiro ou pasta inexistente: {path}.",
    ),
    (
        "decks",
        "{path}: unknown deck format. Expected a KDE card deck folder (with index.desktop), an AisleRiot SVG "
        "theme (.svg or .svgz) or a PySol cardset folder (with config.txt).",
    ): (
        "{path}: formato de baralho desconhecido. Era esperada uma pasta de baralho do KDE (com index.desktop), "
        "um tema SVG do AisleRiot (.svg ou .svgz) ou uma pasta de cartas do PySol (com config.txt).",
        "{path}: formato de baralho desconhecido. Esperava-se uma pasta de baralho do KDE (com index.desktop), "
        "um tema SVG do AisleRiot (.svg ou .svgz) ou uma pasta de cartas do PySol (com config.txt).",
    ),
    ("decks", "Cannot read {path}: {error}."): (
        "Não foi possível ler {path}: {error}.",
        "Não foi possível ler {path}: {error}.",
    ),
    ("decks", "{path} is too large: over {limit} MB (the limit)."): (
        "{path} é grande demais: passa de {limit} MB (o limite).",
        "{path} é demasiado grande: passa de {limit} MB (o limite).",
    ),
    ("decks", "{path} is not well-formed XML (line {line}: {error})."): (
        "{path} não é um XML bem formado (linha {line}: {error}).",
        "{path} não é um XML bem formado (linha {line}: {error}).",
    ),
    ("decks", "{path} is not an SVG image."): (
        "{path} não é uma imagem SVG.",
        "{path} não é uma imagem SVG.",
    ),
    ("decks", "{path} could not be loaded as an SVG image."): (
        "{path} não pôde ser carregado como imagem SVG.",
        "Não foi possível abrir {path} como imagem SVG.",
    ),
    ("decks", "{path} is malformed: {error}"): (
        "{path} está malformado: {error}",
        "{path} está mal formado: {error}",
    ),
    ("decks", "{path} has no [KDE Backdeck] group."): (
        "{path} não tem o grupo [KDE Backdeck].",
        "{path} não tem o grupo [KDE Backdeck].",
    ),
    ("decks", "{path} names no SVG file (SVG= key); KDE decks made of PNG images are not supported."): (
        "{path} não indica nenhum arquivo SVG (chave SVG=); baralhos do KDE feitos de imagens PNG não são "
        "suportados.",
        "{path} não indica nenhum ficheiro SVG (chave SVG=); os baralhos do KDE feitos de imagens PNG não são "
        "suportados.",
    ),
    ("decks", "The SVG file {file} named by {path} is missing."): (
        "O arquivo SVG {file} indicado por {path} não existe.",
        "O ficheiro SVG {file} indicado por {path} não existe.",
    ),
    ("decks", "{path}, line {line}: not a PySol cardset description."): (
        "{path}, linha {line}: não é uma descrição de cartas do PySol.",
        "{path}, linha {line}: não é uma descrição de cartas do PySol.",
    ),
    ("decks", "{path} is not a French-suited deck of 52 cards (cardset type {type}, {count} cards)."): (
        "{path} não é um baralho francês de 52 cartas (tipo {type}, cartas: {count}).",
        "{path} não é um baralho francês de 52 cartas (tipo {type}, cartas: {count}).",
    ),
    ("decks", "Missing {count} elements: {names}."): (
        "Elementos em falta ({count}): {names}.",
        "Elementos em falta ({count}): {names}.",
    ),
    ("decks", "Missing {count} card images: {names}."): (
        "Imagens de cartas em falta ({count}): {names}.",
        "Imagens de cartas em falta ({count}): {names}.",
    ),
    ("decks", "{what} has zero size."): ("{what} tem tamanho zero.", "{what} tem tamanho zero."),
    ("decks", "{path} is enormous: {width} × {height} (the limit is {limit} a side)."): (
        "{path} é enorme: {width} × {height} (o limite é {limit} por lado).",
        "{path} é enorme: {width} × {height} (o limite é {limit} por lado).",
    ),
    ("decks", "{file} is too small: {width} × {height} pixels (at least {limit} a side)."): (
        "{file} é pequeno demais: {width} × {height} pixels (mínimo de {limit} por lado).",
        "{file} é demasiado pequeno: {width} × {height} píxeis (mínimo de {limit} por lado).",
    ),
    ("decks", "{file} is enormous: {width} × {height} pixels (the limit is {limit} a side)."): (
        "{file} é enorme: {width} × {height} pixels (o limite é {limit} por lado).",
        "{file} é enorme: {width} × {height} píxeis (o limite é {limit} por lado).",
    ),
    ("decks", "{file} cannot be decoded as an image: {error}."): (
        "{file} não pode ser lido como imagem: {error}.",
        "{file} não pode ser lido como imagem: {error}.",
    ),
    ("decks", "The cards have odd proportions: height/width is {aspect} (accepted: {low} to {high})."): (
        "As cartas têm proporções estranhas: altura/largura é {aspect} (aceito: de {low} a {high}).",
        "As cartas têm proporções estranhas: altura/largura é {aspect} (aceite: de {low} a {high}).",
    ),
    ("decks", "{names} draw far outside their card: the deck uses SVG features this app cannot draw."): (
        "{names} são desenhados muito fora da carta: o baralho usa recursos de SVG que este app não "
        "consegue desenhar.",
        "{names} são desenhados muito fora da carta: o baralho usa funcionalidades de SVG que esta aplicação "
        "não consegue desenhar.",
    ),
    ("decks", "{element} renders as an empty image."): (
        "{element} é desenhado como uma imagem vazia.",
        "{element} é desenhado como uma imagem vazia.",
    ),
    ("decks", "Could not copy the deck into {path}: {error}."): (
        "Não foi possível copiar o baralho para {path}: {error}.",
        "Não foi possível copiar o baralho para {path}: {error}.",
    ),
    ("decks", "{name} is not an imported deck."): (
        "{name} não é um baralho importado.",
        "{name} não é um baralho importado.",
    ),
    ("decks", "The deck check stopped unexpectedly ({error})."): (
        "A verificação do baralho parou inesperadamente ({error}).",
        "A verificação do baralho parou inesperadamente ({error}).",
    ),
    ("decks", "Checking the deck took too long (over {seconds} s): it is damaged or far too complex."): (
        "A verificação do baralho demorou demais (mais de {seconds} s): ele está danificado ou é "
        "complexo demais.",
        "A verificação do baralho demorou demasiado (mais de {seconds} s): está danificado ou é "
        "demasiado complexo.",
    ),
    ("decks", "{path} is too complex to draw: over {limit} elements (the largest known deck has about 9 000)."): (
        "{path} é complexo demais para desenhar: mais de {limit} elementos (o maior baralho conhecido "
        "tem cerca de 9 000).",
        "{path} é demasiado complexo para desenhar: mais de {limit} elementos (o maior baralho "
        "conhecido tem cerca de 9 000).",
    ),
    ("decks", "{path} uses pictures from other files ({what}); a deck must hold all its pictures itself."): (
        "{path} usa imagens de outros arquivos ({what}); um baralho deve conter todas as suas imagens.",
        "{path} usa imagens de outros ficheiros ({what}); um baralho tem de conter todas as suas imagens.",
    ),
    ("decks", "{path} declares XML entities, which card decks may not use."): (
        "{path} declara entidades XML, que os baralhos não podem usar.",
        "{path} declara entidades XML, que os baralhos não podem usar.",
    ),
    ("decks", "{path} is not an ordinary file."): (
        "{path} não é um arquivo comum.",
        "{path} não é um ficheiro normal.",
    ),
    ("decks", "{path} is a link to a file outside the deck's folder."): (
        "{path} é um link para um arquivo fora da pasta do baralho.",
        "{path} é uma ligação para um ficheiro fora da pasta do baralho.",
    ),
    # -- end of game screen -------------------------------------------------------------------------
    ("end", "{p} % ({won} of {played})"): ("{p} % ({won} de {played})", "{p} % ({won} de {played})"),
    ("end", "{current} now · best {best}"): ("{current} agora · melhor {best}", "{current} agora · melhor {best}"),
    ("end", "You won!"): ("Você venceu!", "Ganhou!"),
    ("end", "Game over"): ("Fim de jogo", "Fim do jogo"),
    ("end", "Game:"): ("Jogo:", "Jogo:"),
    ("end", "Level:"): ("Nível:", "Nível:"),
    ("end", "Time:"): ("Tempo:", "Tempo:"),
    ("end", "Moves:"): ("Jogadas:", "Movimentos:"),
    ("end", "Undos:"): ("Desfeitas:", "Anulações:"),
    ("end", "Hints:"): ("Dicas:", "Sugestões:"),
    ("end", "Cards left in the stock:"): ("Cartas que sobraram no monte:", "Cartas que ficaram no monte:"),
    ("end", "(time bonus {n})"): ("(bônus de tempo {n})", "(bónus de tempo {n})"),
    ("end", "Score:"): ("Pontuação:", "Pontuação:"),
    ("end", "Game number:"): ("Número da partida:", "Número do jogo:"),
    ("end", "Game code:"): ("Código da partida:", "Código do jogo:"),
    ("end", "this level"): ("este nível", "este nível"),
    ("end", "this game"): ("este jogo", "este jogo"),
    ("end", "Win rate ({which}):"): ("Aproveitamento ({which}):", "Taxa de vitórias ({which}):"),
    ("end", "Winning streak:"): ("Sequência de vitórias:", "Série de vitórias:"),
    ("end", "New entry in the leaderboard: place {n}!"): (
        "Nova entrada no ranking: {n}º lugar!",
        "Nova entrada na classificação: {n}.º lugar!",
    ),
    ("end", "&Leaderboard"): ("&Ranking", "&Classificação"),
    ("end", "&New game"): ("&Nova partida", "&Novo jogo"),
    ("end", "&Same deal again"): ("&Mesma partida de novo", "&Repetir o mesmo jogo"),
    ("end", "&Close"): ("&Fechar", "&Fechar"),
    # -- leaderboard --------------------------------------------------------------------------------
    ("leaders", "Leaderboard"): ("Ranking", "Classificação"),
    ("leaders", "Top {n}: Klondike, FreeCell and Spider"): (
        "Top {n}: Clássica, Campo livre e Aranha",
        "Top {n}: Clássica, Campo livre e Aranha",
    ),
    ("leaders", "Your game enters the leaderboard in place {n}!"): (
        "Sua partida entrou no ranking em {n}º lugar!",
        "O seu jogo entrou na classificação em {n}.º lugar!",
    ),
    ("leaders", "#"): ("#", "#"),
    ("leaders", "Player"): ("Jogador", "Jogador"),
    ("leaders", "Score"): ("Pontos", "Pontos"),
    ("leaders", "Game"): ("Jogo", "Jogo"),
    ("leaders", "Time"): ("Tempo", "Tempo"),
    ("leaders", "Moves"): ("Jogadas", "Movimentos"),
    ("leaders", "Date"): ("Data", "Data"),
    ("leaders", "No won games yet: win a game of Klondike, FreeCell or Spider to enter."): (
        "Ainda não há partidas vencidas: vença uma partida de Clássica, Campo livre ou Aranha para entrar.",
        "Ainda não há jogos ganhos: ganhe um jogo de Clássica, Campo livre ou Aranha para entrar.",
    ),
    # -- menus and toolbar --------------------------------------------------------------------------
    ("menu", "&New game"): ("&Nova partida", "&Novo jogo"),
    ("menu", "&Restart this deal"): ("&Recomeçar esta partida", "&Recomeçar este jogo"),
    ("menu", "&Play game number…"): ("&Jogar partida número…", "&Jogar o jogo número…"),
    ("menu", "&Copy game code"): ("&Copiar código da partida", "&Copiar código do jogo"),
    ("menu", "&Statistics…"): ("&Estatísticas…", "&Estatísticas…"),
    ("menu", "&Leaderboard…"): ("R&anking…", "C&lassificação…"),
    ("menu", "Re&sign"): ("De&sistir", "De&sistir"),
    ("menu", "&Quit"): ("Sa&ir", "Sa&ir"),
    ("menu", "&Undo"): ("&Desfazer", "&Anular"),
    ("menu", "&Redo"): ("&Refazer", "&Refazer"),
    ("menu", "&Hint"): ("D&ica", "&Sugestão"),
    ("menu", "&Auto"): ("Subida au&tomática", "Subida au&tomática"),
    ("menu", "Send every safe card to the foundations"): (
        "Levar para as fundações todas as cartas que podem subir com segurança",
        "Levar para as fundações todas as cartas que podem subir em segurança",
    ),
    ("menu", "&Draw / deal"): ("&Comprar / distribuir", "&Tirar do monte / distribuir"),
    ("menu", "&Go back before the mistake"): ("&Voltar antes do erro", "&Voltar atrás antes do erro"),
    ("menu", "&Preferences…"): ("&Preferências…", "&Preferências…"),
    ("menu", "&Rules of this game"): ("&Regras deste jogo", "&Regras deste jogo"),
    ("menu", "&Keyboard"): ("&Teclado", "&Teclado"),
    ("menu", "&About Paciência"): ("&Sobre o Paciência", "&Acerca do Paciência"),
    ("menu", "&Choose a game…"): ("&Escolher um jogo…", "&Escolher um jogo…"),
    ("menu", "&Game"): ("&Jogo", "&Jogo"),
    ("menu", "&Edit"): ("&Editar", "&Editar"),
    ("menu", "&Settings"): ("&Configurações", "&Definições"),
    ("menu", "&Help"): ("Aj&uda", "Aj&uda"),
    ("menu", "Toolbar"): ("Barra de ferramentas", "Barra de ferramentas"),
    ("menu", "Games"): ("Jogos", "Jogos"),
    # -- notices about stored files -----------------------------------------------------------------
    ("notices", "Some saved data could not be read"): (
        "Alguns dados salvos não puderam ser lidos",
        "Não foi possível ler alguns dados guardados",
    ),
    ("notices", "Your preferences could not be read, so the usual ones are used."): (
        "Não foi possível ler suas preferências; as preferências padrão estão sendo usadas.",
        "Não foi possível ler as suas preferências; estão a ser usadas as predefinidas.",
    ),
    ("notices", "Your statistics could not be read, so they start again from zero."): (
        "Não foi possível ler suas estatísticas; elas recomeçam do zero.",
        "Não foi possível ler as suas estatísticas; recomeçam do zero.",
    ),
    ("notices", "The leaderboard could not be read, so it starts empty."): (
        "Não foi possível ler o ranking; ele começa vazio.",
        "Não foi possível ler a classificação; começa vazia.",
    ),
    ("notices", "The game you were playing could not be read, so it cannot go on."): (
        "Não foi possível ler a partida que você estava jogando; ela não pode continuar.",
        "Não foi possível ler o jogo que estava a jogar; não pode continuar.",
    ),
    ("notices", "The file {name} could not be read."): (
        "Não foi possível ler o arquivo {name}.",
        "Não foi possível ler o ficheiro {name}.",
    ),
    ("notices", "The damaged file was kept as {file}."): (
        "O arquivo danificado foi guardado como {file}.",
        "O ficheiro danificado foi guardado como {file}.",
    ),
    ("notices", "Everything else is as you left it."): (
        "Todo o resto está como você deixou.",
        "Tudo o resto está como o deixou.",
    ),
    # -- play game number ---------------------------------------------------------------------------
    ("number", "{game}, deal {n}"): ("{game}, partida {n}", "{game}, jogo {n}"),
    ("number", "Play game number"): ("Jogar partida número", "Jogar o jogo número"),
    ("number", "A deal number for the current game and options, or a whole game code (paciencia://…):"): (
        "Um número de partida para o jogo e as opções atuais, ou um código de partida completo (paciencia://…):",
        "Um número de jogo para o jogo e as opções atuais, ou um código de jogo completo (paciencia://…):",
    ),
    ("number", "A game code (paciencia://…):"): (
        "Um código de partida (paciencia://…):",
        "Um código de jogo (paciencia://…):",
    ),
    ("number", "&Play"): ("&Jogar", "&Jogar"),
    # -- preferences --------------------------------------------------------------------------------
    ("prefs", "Classic"): ("Clássico", "Clássico"),
    ("prefs", "Large index"): ("Índice grande", "Índice grande"),
    ("prefs", "Four colours"): ("Quatro cores", "Quatro cores"),
    ("prefs", "Blue"): ("Azul", "Azul"),
    ("prefs", "Green"): ("Verde", "Verde"),
    ("prefs", "Red"): ("Vermelho", "Vermelho"),
    ("prefs", "Geometric"): ("Geométrico", "Geométrico"),
    ("prefs", "Green felt"): ("Feltro verde", "Feltro verde"),
    ("prefs", "Blue felt"): ("Feltro azul", "Feltro azul"),
    ("prefs", "Burgundy felt"): ("Feltro bordô", "Feltro bordeaux"),
    ("prefs", "Grey felt"): ("Feltro cinza", "Feltro cinzento"),
    ("prefs", "As the system"): ("Igual ao sistema", "Igual ao sistema"),
    ("prefs", "Preferences"): ("Preferências", "Preferências"),
    ("prefs", "&Games"): ("&Jogos", "&Jogos"),
    ("prefs", "Cards && &table"): ("Cartas && &mesa", "Cartas && &mesa"),
    ("prefs", "&Behaviour"): ("&Comportamento", "&Comportamento"),
    ("prefs", "&Language && player"): ("&Idioma && jogador", "&Idioma && jogador"),
    ("prefs", "One card"): ("Uma carta", "Uma carta"),
    ("prefs", "Three cards"): ("Três cartas", "Três cartas"),
    ("prefs", "&Draw:"): ("&Virar:", "&Virar:"),
    ("prefs", "Unlimited"): ("Sem limite", "Sem limite"),
    ("prefs", "How many times you may go through the stock (0: unlimited)."): (
        "Quantas vezes você pode passar pelo monte (0: sem limite).",
        "Quantas vezes pode passar pelo monte (0: sem limite).",
    ),
    ("prefs", "&Passes through the stock:"): ("&Passadas pelo monte:", "&Passagens pelo monte:"),
    ("prefs", "Only deals with a proven solution"): (
        "Só partidas com solução comprovada",
        "Só jogos com solução comprovada",
    ),
    ("prefs", "S&uits:"): ("&Naipes:", "&Naipes:"),
    ("prefs", "Le&vel:"): ("Ní&vel:", "Ní&vel:"),
    ("prefs", "Show the values of A, J, Q and K"): (
        "Mostrar os valores de A, J, Q e K",
        "Mostrar os valores de A, J, Q e K",
    ),
    ("prefs", "Cards may come back from the foundations"): (
        "Cartas podem voltar das fundações",
        "As cartas podem voltar das fundações",
    ),
    ("prefs", "Move safe cards to the foundations by themselves"): (
        "Subir sozinhas para as fundações as cartas seguras",
        "Levar sozinhas para as fundações as cartas seguras",
    ),
    ("prefs", "These options apply from the next deal."): (
        "Estas opções valem a partir da próxima partida.",
        "Estas opções aplicam-se a partir do próximo jogo.",
    ),
    ("prefs", "Card &deck:"): ("&Baralho:", "&Baralho:"),
    ("prefs", "Card &back:"): ("&Verso das cartas:", "&Verso das cartas:"),
    ("prefs", "&Table:"): ("&Mesa:", "&Mesa:"),
    ("prefs", "The cards and the table change at once; the game goes on."): (
        "As cartas e a mesa mudam na hora; a partida continua.",
        "As cartas e a mesa mudam de imediato; o jogo continua.",
    ),
    ("prefs", "A click on a card"): ("Um clique numa carta", "Um clique numa carta"),
    ("prefs", "&Sends it to its best place (drag to choose)"): (
        "&Manda a carta para o melhor lugar (arraste para escolher)",
        "&Envia a carta para o melhor lugar (arraste para escolher)",
    ),
    ("prefs", "Does &nothing: cards move only by dragging"): (
        "&Não faz nada: as cartas só se movem arrastando",
        "&Não faz nada: as cartas só se movem a arrastar",
    ),
    ("prefs", "Normal"): ("Normal", "Normal"),
    ("prefs", "Fast"): ("Rápida", "Rápida"),
    ("prefs", "Off"): ("Desligada", "Desligada"),
    ("prefs", "&Animations:"): ("&Animações:", "&Animações:"),
    ("prefs", "&Finish a Klondike game by itself once every card is face up"): (
        "&Terminar sozinha a partida de Clássica quando todas as cartas estiverem abertas",
        "&Terminar sozinho o jogo de Clássica quando todas as cartas estiverem voltadas para cima",
    ),
    ("prefs", "Add a &time bonus to the score of a won game"): (
        "Somar um &bônus de tempo à pontuação de uma partida vencida",
        "Somar um &bónus de tempo à pontuação de um jogo ganho",
    ),
    ("prefs", "Auto-finish and the time bonus apply from the next deal."): (
        "O término automático e o bônus de tempo valem a partir da próxima partida.",
        "O fim automático e o bónus de tempo aplicam-se a partir do próximo jogo.",
    ),
    ("prefs", "&Language:"): ("&Idioma:", "&Idioma:"),
    ("prefs", "Your name on the leaderboard"): ("Seu nome no ranking", "O seu nome na classificação"),
    ("prefs", "&Player name:"): ("Nome do &jogador:", "Nome do &jogador:"),
    ("prefs", "A new language takes effect the next time Paciência starts."): (
        "Um novo idioma passa a valer na próxima vez que o Paciência for aberto.",
        "Um novo idioma entra em vigor da próxima vez que o Paciência for aberto.",
    ),
    # -- the rules' messages (core) -----------------------------------------------------------------
    ("rules", "No card can go up safely."): (
        "Nenhuma carta pode subir com segurança.",
        "Nenhuma carta pode subir em segurança.",
    ),
    ("rules", "This game is over."): ("Esta partida terminou.", "Este jogo terminou."),
    ("rules", "Nothing is locked."): ("Nenhuma carta está presa.", "Nenhuma carta está presa."),
    ("rules", "No move brings progress."): (
        "Nenhuma jogada faz a partida avançar.",
        "Nenhum movimento faz o jogo avançar.",
    ),
    ("rules", "No moves left: this game has no way out."): (
        "Sem jogadas: esta partida não tem mais saída.",
        "Sem movimentos: este jogo já não tem saída.",
    ),
    ("rules", "Put {card} on its foundation."): (
        "Suba {card} para a fundação.",
        "Ponha {card} na fundação.",
    ),
    ("rules", "Move {card} onto {target}: that empties column {column}."): (
        "Mova {card} para cima de {target}: isso esvazia a coluna {column}.",
        "Mova {card} para cima de {target}: isso esvazia a coluna {column}.",
    ),
    ("rules", "Move {card} away: that frees {freed} for its foundation."): (
        "Tire {card} do lugar: isso libera {freed} para a fundação.",
        "Tire {card} do lugar: isso liberta {freed} para a fundação.",
    ),
    ("rules", "Move {card} from its free cell onto {target}."): (
        "Mova {card} da célula livre para cima de {target}.",
        "Mova {card} da célula para cima de {target}.",
    ),
    ("rules", "Move {card} onto {target}: that uncovers {uncovered}."): (
        "Mova {card} para cima de {target}: isso descobre {uncovered}.",
        "Mova {card} para cima de {target}: isso destapa {uncovered}.",
    ),
    ("rules", "There is no pile called {pile} in FreeCell."): (
        "Não existe a pilha {pile} no Campo livre.",
        "Não existe a pilha {pile} no Campo livre.",
    ),
    ("rules", "The cards are already there."): ("As cartas já estão aí.", "As cartas já estão aí."),
    ("rules", "Choose at least one card to move."): (
        "Escolha pelo menos uma carta para mover.",
        "Escolha pelo menos uma carta para mover.",
    ),
    ("rules", "Column {column} has no card to move."): (
        "A coluna {column} não tem carta para mover.",
        "A coluna {column} não tem nenhuma carta para mover.",
    ),
    ("rules", "Column {column} has only {size} cards, not {count}."): (
        "A coluna {column} tem só {size} carta(s), não {count}.",
        "A coluna {column} tem só {size} carta(s), não {count}.",
    ),
    ("rules", "The {count} cards from {card} up are not a run of descending ranks and alternating colours."): (
        "As {count} cartas a partir de {card} não formam uma sequência decrescente de cores alternadas.",
        "As {count} cartas a partir de {card} não formam uma sequência decrescente de cores alternadas.",
    ),
    ("rules", "Free cell {cell} is empty."): ("A célula {cell} está vazia.", "A célula {cell} está vazia."),
    ("rules", "A free cell holds a single card."): (
        "Uma célula livre guarda uma carta só.",
        "Cada célula guarda uma única carta.",
    ),
    ("rules", "Free cell {cell} already holds {card}: a cell takes one card."): (
        "A célula {cell} já guarda {card}: cada célula leva uma carta só.",
        "A célula {cell} já tem {card}: cada célula leva uma única carta.",
    ),
    ("rules", "Only one card at a time goes to a free cell."): (
        "Só vai uma carta de cada vez para uma célula livre.",
        "Só vai uma carta de cada vez para uma célula.",
    ),
    ("rules", "Cards go to a foundation one at a time."): (
        "As cartas sobem para a fundação uma de cada vez.",
        "As cartas vão para a fundação uma de cada vez.",
    ),
    ("rules", "{card} goes to the {suit} foundation."): (
        "{card} vai para a fundação de {suit}.",
        "{card} vai para a fundação de {suit}.",
    ),
    ("rules", "{card} cannot go to its foundation yet: {needed} comes first."): (
        "{card} ainda não pode subir para a fundação: antes vem {needed}.",
        "{card} ainda não pode ir para a fundação: primeiro vem {needed}.",
    ),
    ("rules", "The {suit} foundation is already complete."): (
        "A fundação de {suit} já está completa.",
        "A fundação de {suit} já está completa.",
    ),
    ("rules", "{card} does not fit on {target}: it needs a card one rank higher of the other colour."): (
        "{card} não encaixa em {target}: precisa de uma carta um valor acima e da outra cor.",
        "{card} não encaixa em {target}: precisa de uma carta um valor acima e da outra cor.",
    ),
    ("rules", "Cards do not come back from the foundations in this game."): (
        "Neste jogo as cartas não voltam das fundações.",
        "Neste jogo as cartas não voltam das fundações.",
    ),
    ("rules", "The {suit} foundation is empty."): (
        "A fundação de {suit} está vazia.",
        "A fundação de {suit} está vazia.",
    ),
    ("rules", "Only the top card of a foundation can come back."): (
        "Só a carta de cima de uma fundação pode voltar.",
        "Só a carta de cima de uma fundação pode voltar.",
    ),
    ("rules", "A card from a foundation can only go back to a column."): (
        "Uma carta da fundação só pode voltar para uma coluna.",
        "Uma carta da fundação só pode voltar para uma coluna.",
    ),
    (
        "rules",
        "Only {limit} cards can move with {cells} free cell and {columns} empty column; this run has {count}.",
    ): (
        "Com {cells} célula livre e {columns} coluna vazia, só dá para mover {limit} cartas; esta sequência "
        "tem {count}.",
        "Com {cells} célula livre e {columns} coluna vazia, só se podem mover {limit} cartas; esta sequência "
        "tem {count}.",
    ),
    (
        "rules",
        "Only {limit} cards can move with {cells} free cell and {columns} empty columns; this run has {count}.",
    ): (
        "Com {cells} célula livre e {columns} colunas vazias, só dá para mover {limit} cartas; esta sequência "
        "tem {count}.",
        "Com {cells} célula livre e {columns} colunas vazias, só se podem mover {limit} cartas; esta sequência "
        "tem {count}.",
    ),
    (
        "rules",
        "Only {limit} cards can move with {cells} free cells and {columns} empty column; this run has {count}.",
    ): (
        "Com {cells} células livres e {columns} coluna vazia, só dá para mover {limit} cartas; esta sequência "
        "tem {count}.",
        "Com {cells} células livres e {columns} coluna vazia, só se podem mover {limit} cartas; esta sequência "
        "tem {count}.",
    ),
    (
        "rules",
        "Only {limit} cards can move with {cells} free cells and {columns} empty columns; this run has {count}.",
    ): (
        "Com {cells} células livres e {columns} colunas vazias, só dá para mover {limit} cartas; esta "
        "sequência tem {count}.",
        "Com {cells} células livres e {columns} colunas vazias, só se podem mover {limit} cartas; esta "
        "sequência tem {count}.",
    ),
    (
        "rules",
        "Only {limit} cards can move into an empty column with {cells} free cell and {columns} other empty "
        "column; this run has {count}.",
    ): (
        "Com {cells} célula livre e {columns} outra coluna vazia, só dá para mover {limit} cartas para uma "
        "coluna vazia; esta sequência tem {count}.",
        "Com {cells} célula livre e {columns} outra coluna vazia, só se podem mover {limit} cartas para uma "
        "coluna vazia; esta sequência tem {count}.",
    ),
    (
        "rules",
        "Only {limit} cards can move into an empty column with {cells} free cell and {columns} other empty "
        "columns; this run has {count}.",
    ): (
        "Com {cells} célula livre e {columns} outras colunas vazias, só dá para mover {limit} cartas para uma "
        "coluna vazia; esta sequência tem {count}.",
        "Com {cells} célula livre e {columns} outras colunas vazias, só se podem mover {limit} cartas para uma "
        "coluna vazia; esta sequência tem {count}.",
    ),
    (
        "rules",
        "Only {limit} cards can move into an empty column with {cells} free cells and {columns} other empty "
        "column; this run has {count}.",
    ): (
        "Com {cells} células livres e {columns} outra coluna vazia, só dá para mover {limit} cartas para uma "
        "coluna vazia; esta sequência tem {count}.",
        "Com {cells} células livres e {columns} outra coluna vazia, só se podem mover {limit} cartas para uma "
        "coluna vazia; esta sequência tem {count}.",
    ),
    (
        "rules",
        "Only {limit} cards can move into an empty column with {cells} free cells and {columns} other empty "
        "columns; this run has {count}.",
    ): (
        "Com {cells} células livres e {columns} outras colunas vazias, só dá para mover {limit} cartas para "
        "uma coluna vazia; esta sequência tem {count}.",
        "Com {cells} células livres e {columns} outras colunas vazias, só se podem mover {limit} cartas para "
        "uma coluna vazia; esta sequência tem {count}.",
    ),
    ("rules", "With no free cell and no empty column only one card can move; this run has {count}."): (
        "Sem célula livre nem coluna vazia, só dá para mover uma carta; esta sequência tem {count}.",
        "Sem células livres nem colunas vazias, só se pode mover uma carta; esta sequência tem {count}.",
    ),
    (
        "rules",
        "With no free cell and no other empty column only one card can move into an empty column; this run "
        "has {count}.",
    ): (
        "Sem célula livre nem outra coluna vazia, só dá para mover uma carta para uma coluna vazia; esta "
        "sequência tem {count}.",
        "Sem células livres nem outra coluna vazia, só se pode mover uma carta para uma coluna vazia; esta "
        "sequência tem {count}.",
    ),
    ("rules", "No move that makes progress was found. You may go on trying, or resign."): (
        "Não foi encontrada nenhuma jogada que faça a partida avançar. Você pode continuar tentando ou "
        "desistir.",
        "Não foi encontrado nenhum movimento que faça o jogo avançar. Pode continuar a tentar ou desistir.",
    ),
    ("rules", "Put {card} on its foundation: no card on the table needs it."): (
        "Suba {card} para a fundação: nenhuma carta da mesa precisa dela.",
        "Ponha {card} na fundação: nenhuma carta da mesa precisa dela.",
    ),
    ("rules", "Move {card} to column {column}: a face-down card turns over."): (
        "Mova {card} para a coluna {column}: uma carta virada para baixo será aberta.",
        "Mova {card} para a coluna {column}: uma carta voltada para baixo fica à vista.",
    ),
    ("rules", "Play {card} from the waste to column {column}."): (
        "Jogue {card} do descarte na coluna {column}.",
        "Jogue {card} do descarte para a coluna {column}.",
    ),
    ("rules", "Move {card} to column {column}: the empty column can then take a King."): (
        "Mova {card} para a coluna {column}: a coluna vazia poderá receber um rei.",
        "Mova {card} para a coluna {column}: a coluna vazia poderá receber um rei.",
    ),
    ("rules", "Move {card} to column {column}: {freed} can then go to its foundation."): (
        "Mova {card} para a coluna {column}: assim {freed} pode subir para a fundação.",
        "Mova {card} para a coluna {column}: assim {freed} pode ir para a fundação.",
    ),
    ("rules", "Draw from the stock."): ("Compre do monte.", "Tire uma carta do monte."),
    ("rules", "Turn the waste over and go through the stock again."): (
        "Recicle o descarte e passe pelo monte de novo.",
        "Volte o descarte e passe pelo monte outra vez.",
    ),
    ("rules", "There is no pile called {pile}."): ("Não existe a pilha {pile}.", "Não existe a pilha {pile}."),
    ("rules", "That many cards cannot move at once."): (
        "Não dá para mover tantas cartas de uma vez.",
        "Não se podem mover tantas cartas de uma vez.",
    ),
    ("rules", "Cards from the stock are drawn onto the waste."): (
        "As cartas do monte são viradas para o descarte.",
        "As cartas do monte são viradas para o descarte.",
    ),
    ("rules", "The stock is empty: turn the waste over to go on."): (
        "O monte acabou: recicle o descarte para continuar.",
        "O monte acabou: volte o descarte para continuar.",
    ),
    ("rules", "Cards cannot be put on the stock."): (
        "Não se pode pôr cartas no monte.",
        "Não se podem pôr cartas no monte.",
    ),
    ("rules", "The waste turns over only when the stock is empty."): (
        "O descarte só volta para o monte quando o monte acaba.",
        "O descarte só volta para o monte quando o monte acaba.",
    ),
    ("rules", "The waste is empty: there is nothing to turn over."): (
        "O descarte está vazio: não há nada para reciclar.",
        "O descarte está vazio: não há nada para voltar.",
    ),
    ("rules", "No more passes: the pass limit is {limit}."): (
        "Não há mais passadas: o limite é {limit}.",
        "Não há mais passagens: o limite é {limit}.",
    ),
    ("rules", "Only cards drawn from the stock go on the waste."): (
        "Só as cartas compradas do monte vão para o descarte.",
        "Só as cartas tiradas do monte vão para o descarte.",
    ),
    ("rules", "The waste is empty."): ("O descarte está vazio.", "O descarte está vazio."),
    ("rules", "Only the top card of the waste can be played."): (
        "Só a carta do topo do descarte pode ser jogada.",
        "Só a carta do topo do descarte pode ser jogada.",
    ),
    ("rules", "A card on a foundation can only go back to a column."): (
        "Uma carta da fundação só pode voltar para uma coluna.",
        "Uma carta da fundação só pode voltar para uma coluna.",
    ),
    ("rules", "That foundation is empty."): ("Essa fundação está vazia.", "Essa fundação está vazia."),
    ("rules", "Only the top card of a foundation can move."): (
        "Só a carta de cima de uma fundação pode ser movida.",
        "Só a carta de cima de uma fundação pode ser movida.",
    ),
    ("rules", "Column {column} is empty."): ("A coluna {column} está vazia.", "A coluna {column} está vazia."),
    ("rules", "Column {column} has only {size} cards."): (
        "A coluna {column} tem só {size} carta(s).",
        "A coluna {column} tem só {size} carta(s).",
    ),
    ("rules", "Face-down cards cannot move."): (
        "Cartas viradas para baixo não podem ser movidas.",
        "As cartas voltadas para baixo não se podem mover.",
    ),
    ("rules", "{upper} is not in sequence on {lower}, so they cannot move together."): (
        "{upper} não está em sequência sobre {lower}, então não podem mudar juntas.",
        "{upper} não está em sequência sobre {lower}, por isso não se podem mover juntas.",
    ),
    ("rules", "Only one card at a time goes to a foundation."): (
        "Só sobe uma carta de cada vez para a fundação.",
        "Só vai uma carta de cada vez para a fundação.",
    ),
    ("rules", "{card} goes on the foundation of its own suit."): (
        "{card} vai para a fundação do seu naipe.",
        "{card} vai para a fundação do seu naipe.",
    ),
    ("rules", "{card} cannot go up yet: the next card for that foundation is {needed}."): (
        "{card} ainda não pode subir: a próxima carta dessa fundação é {needed}.",
        "{card} ainda não pode subir: a próxima carta dessa fundação é {needed}.",
    ),
    ("rules", "Only a King can go to an empty column."): (
        "Só um rei pode ocupar uma coluna vazia.",
        "Só um rei pode ocupar uma coluna vazia.",
    ),
    ("rules", "No card can go on {target}."): (
        "Nenhuma carta pode ir sobre {target}.",
        "Nenhuma carta pode ir para cima de {target}.",
    ),
    ("rules", "{card} does not go on {target}: it needs {first} or {second}."): (
        "{card} não encaixa em {target}: ali só entra {first} ou {second}.",
        "{card} não encaixa em {target}: ali só cabe {first} ou {second}.",
    ),
    ("rules", "Pyramid cards leave one by one or in pairs; a move takes no count."): (
        "As cartas da Pirâmide saem uma a uma ou em pares; a jogada não leva quantidade.",
        "As cartas da Pirâmide saem uma a uma ou aos pares; o movimento não leva quantidade.",
    ),
    ("rules", "There is no place called “{place}” in Pyramid."): (
        "Não existe o lugar “{place}” na Pirâmide.",
        "Não existe o lugar “{place}” na Pirâmide.",
    ),
    ("rules", "Cards never come back from the discard."): (
        "As cartas eliminadas nunca voltam.",
        "As cartas eliminadas nunca voltam.",
    ),
    ("rules", "The stock is empty: turn the waste back over to start a new pass."): (
        "O monte acabou: repasse o descarte para começar outra passada.",
        "O monte acabou: volte o descarte para começar outra passagem.",
    ),
    ("rules", "The stock is empty and the three passes are spent."): (
        "O monte acabou e as três passadas já foram usadas.",
        "O monte acabou e as três passagens já foram usadas.",
    ),
    ("rules", "The waste goes back to the stock only when the stock is empty."): (
        "O descarte só volta para o monte quando o monte acaba.",
        "O descarte só volta para o monte quando o monte acaba.",
    ),
    ("rules", "The three passes are spent: the waste cannot be turned back again."): (
        "As três passadas já foram usadas: o descarte não pode ser repassado de novo.",
        "As três passagens já foram usadas: o descarte não pode voltar ao monte outra vez.",
    ),
    ("rules", "The stock and the waste are both empty."): (
        "O monte e o descarte estão vazios.",
        "O monte e o descarte estão ambos vazios.",
    ),
    ("rules", "The waste is empty: there is nothing to turn back."): (
        "O descarte está vazio: não há nada para repassar.",
        "O descarte está vazio: não há nada para voltar.",
    ),
    ("rules", "Stock cards are not in play: turn them to the waste first."): (
        "As cartas do monte não estão em jogo: vire-as para o descarte primeiro.",
        "As cartas do monte não estão em jogo: vire-as primeiro para o descarte.",
    ),
    ("rules", "That card has already been removed."): ("Essa carta já saiu.", "Essa carta já saiu."),
    ("rules", "A card cannot pair with itself."): (
        "Uma carta não forma par com ela mesma.",
        "Uma carta não forma par consigo própria.",
    ),
    ("rules", "The waste top does not pair with the card just under it: only the top card is in play."): (
        "O topo do descarte não forma par com a carta logo embaixo dele: só a carta de cima está em jogo.",
        "O topo do descarte não forma par com a carta logo por baixo: só a carta de cima está em jogo.",
    ),
    ("rules", "{cover} covers {card}: a card never pairs with a card that covers it."): (
        "{cover} cobre {card}: uma carta nunca forma par com uma carta que a cobre.",
        "{cover} tapa {card}: uma carta nunca forma par com uma carta que a tapa.",
    ),
    ("rules", "{first} + {second} = {total} — needs 13"): (
        "{first} + {second} = {total} — precisa dar 13",
        "{first} + {second} = {total} — tem de dar 13",
    ),
    ("rules", "Only a King leaves alone: {card} needs a partner that makes 13."): (
        "Só o rei sai sozinho: {card} precisa de uma parceira que some 13.",
        "Só o rei sai sozinho: {card} precisa de um par que some 13.",
    ),
    ("rules", "{card} is covered by {cover}."): ("{card} está coberta por {cover}.", "{card} está tapada por {cover}."),
    ("rules", "{card} is covered by {first} and {second}."): (
        "{card} está coberta por {first} e {second}.",
        "{card} está tapada por {first} e {second}.",
    ),
    ("rules", "{card} can never leave: every card that makes 13 with it lies under it."): (
        "{card} nunca vai sair: todas as cartas que somam 13 com ela estão embaixo dela.",
        "{card} nunca vai sair: todas as cartas que somam 13 com ela estão por baixo dela.",
    ),
    ("rules", "The three passes are spent and nothing sums 13."): (
        "As três passadas acabaram e nada soma 13.",
        "As três passagens acabaram e nada soma 13.",
    ),
    ("rules", "Nothing sums 13 and the stock and the waste are empty."): (
        "Nada soma 13 e o monte e o descarte estão vazios.",
        "Nada soma 13 e o monte e o descarte estão vazios.",
    ),
    ("rules", "Remove {first} and {second}: they make 13."): (
        "Tire {first} e {second}: somam 13.",
        "Retire {first} e {second}: somam 13.",
    ),
    ("rules", "Remove {card}: a King leaves alone."): (
        "Tire {card}: o rei sai sozinho.",
        "Retire {card}: o rei sai sozinho.",
    ),
    ("rules", "Turn the stock."): ("Vire o monte.", "Vire uma carta do monte."),
    ("rules", "Turn the waste back over to start pass {number} of 3."): (
        "Repasse o descarte para começar a passada {number} de 3.",
        "Volte o descarte para começar a passagem {number} de 3.",
    ),
    ("rules", "Pass {number}/{total} · {left} left"): (
        "Passada {number}/{total} · faltam {left}",
        "Passagem {number}/{total} · faltam {left}",
    ),
    ("rules", "You cannot deal while a column is empty."): (
        "Não dá para distribuir com uma coluna vazia.",
        "Não se pode distribuir com uma coluna vazia.",
    ),
    ("rules", "The stock is empty: there is nothing left to deal."): (
        "O monte acabou: não há mais nada para distribuir.",
        "O monte acabou: já não há nada para distribuir.",
    ),
    ("rules", "The stock can only be dealt onto the columns."): (
        "O monte só pode ser distribuído nas colunas.",
        "O monte só pode ser distribuído pelas colunas.",
    ),
    ("rules", "A deal puts exactly one card on each column."): (
        "Cada distribuição põe exatamente uma carta em cada coluna.",
        "Cada distribuição põe exatamente uma carta em cada coluna.",
    ),
    ("rules", "Cards can only be taken from a column or dealt from the stock."): (
        "As cartas só podem sair de uma coluna ou ser distribuídas do monte.",
        "As cartas só podem sair de uma coluna ou ser distribuídas a partir do monte.",
    ),
    ("rules", "Cards can only go to another column."): (
        "As cartas só podem ir para outra coluna.",
        "As cartas só podem ir para outra coluna.",
    ),
    ("rules", "The cards are already in that column."): (
        "As cartas já estão nessa coluna.",
        "As cartas já estão nessa coluna.",
    ),
    ("rules", "That column is empty."): ("Essa coluna está vazia.", "Essa coluna está vazia."),
    ("rules", "At least one card must move."): (
        "Pelo menos uma carta precisa ser movida.",
        "Tem de se mover pelo menos uma carta.",
    ),
    ("rules", "Face-down cards cannot be moved."): (
        "Cartas viradas para baixo não podem ser movidas.",
        "As cartas voltadas para baixo não podem ser movidas.",
    ),
    ("rules", "Several cards move together only if they form a descending run of one suit."): (
        "Várias cartas só andam juntas se formarem uma sequência decrescente do mesmo naipe.",
        "Várias cartas só se movem juntas se formarem uma sequência decrescente do mesmo naipe.",
    ),
    ("rules", "{card} cannot go on {target}: it needs a card one rank higher."): (
        "{card} não pode ir sobre {target}: precisa de uma carta um valor acima.",
        "{card} não pode ir para cima de {target}: precisa de uma carta um valor acima.",
    ),
    ("rules", "Move {card} onto {target}: it completes a run."): (
        "Mova {card} para cima de {target}: isso completa uma escada.",
        "Mova {card} para cima de {target}: isso completa uma sequência.",
    ),
    ("rules", "Move {card} onto {target}: it turns a face-down card."): (
        "Mova {card} para cima de {target}: isso abre uma carta virada para baixo.",
        "Mova {card} para cima de {target}: isso vira uma carta voltada para baixo.",
    ),
    ("rules", "Move {card} to an empty column: it turns a face-down card."): (
        "Mova {card} para uma coluna vazia: isso abre uma carta virada para baixo.",
        "Mova {card} para uma coluna vazia: isso vira uma carta voltada para baixo.",
    ),
    ("rules", "Move {card} onto {target}: it empties a column."): (
        "Mova {card} para cima de {target}: isso esvazia uma coluna.",
        "Mova {card} para cima de {target}: isso esvazia uma coluna.",
    ),
    ("rules", "Move {card} onto {target}: it joins cards of the same suit."): (
        "Mova {card} para cima de {target}: isso junta cartas do mesmo naipe.",
        "Mova {card} para cima de {target}: isso junta cartas do mesmo naipe.",
    ),
    ("rules", "Move {card} onto {target}: it opens the way for another move."): (
        "Mova {card} para cima de {target}: isso abre caminho para outra jogada.",
        "Mova {card} para cima de {target}: isso abre caminho para outro movimento.",
    ),
    ("rules", "Move {card} to an empty column: it opens the way for another move."): (
        "Mova {card} para uma coluna vazia: isso abre caminho para outra jogada.",
        "Mova {card} para uma coluna vazia: isso abre caminho para outro movimento.",
    ),
    ("rules", "Move {card} onto {target}: it puts the cards in sequence."): (
        "Mova {card} para cima de {target}: isso põe as cartas em sequência.",
        "Mova {card} para cima de {target}: isso põe as cartas em sequência.",
    ),
    ("rules", "Deal a new row from the stock."): (
        "Distribua uma nova rodada do monte.",
        "Distribua uma nova fila a partir do monte.",
    ),
    ("rules", "Move {card} to the empty column: you cannot deal while a column is empty."): (
        "Mova {card} para a coluna vazia: não dá para distribuir com uma coluna vazia.",
        "Mova {card} para a coluna vazia: não se pode distribuir com uma coluna vazia.",
    ),
    # -- the table session --------------------------------------------------------------------------
    ("session", "Only the top card of the waste can be played."): (
        "Só a carta do topo do descarte pode ser jogada.",
        "Só a carta do topo do descarte pode ser jogada.",
    ),
    ("session", "That card has no place to go."): (
        "Essa carta não tem para onde ir.",
        "Essa carta não tem para onde ir.",
    ),
    ("session", "A card is locked: it can never leave, so this deal is lost."): (
        "Uma carta ficou presa: ela nunca vai sair, então esta partida está perdida.",
        "Uma carta ficou presa: nunca vai sair, por isso este jogo está perdido.",
    ),
    ("session", "Undo still works."): ("O desfazer continua funcionando.", "Ainda pode anular jogadas."),
    # -- statistics ---------------------------------------------------------------------------------
    ("stats", "{won} won out of the last {n} games"): (
        "{won} vencidas nas últimas {n} partidas",
        "{won} ganhos nos últimos {n} jogos",
    ),
    ("stats", "No games played yet."): ("Nenhuma partida jogada ainda.", "Ainda não jogou nenhum jogo."),
    ("stats", "Statistics"): ("Estatísticas", "Estatísticas"),
    ("stats", "&Game:"): ("&Jogo:", "&Jogo:"),
    ("stats", "Played:"): ("Partidas jogadas:", "Jogos jogados:"),
    ("stats", "Won:"): ("Vencidas:", "Ganhos:"),
    ("stats", "Win rate:"): ("Aproveitamento:", "Taxa de vitórias:"),
    ("stats", "Won without help:"): ("Vencidas sem ajuda:", "Ganhos sem ajuda:"),
    ("stats", "Current streak:"): ("Sequência atual:", "Série atual:"),
    ("stats", "Best streak:"): ("Melhor sequência:", "Melhor série:"),
    ("stats", "Best time:"): ("Melhor tempo:", "Melhor tempo:"),
    ("stats", "Fewest moves:"): ("Menos jogadas:", "Menos movimentos:"),
    (
        "stats",
        "Results over time: the win rate (line) and each game below it (green: won, light green: won with hints "
        "or undos, red: lost)",
    ): (
        "Resultados ao longo do tempo: o aproveitamento (linha) e cada partida abaixo dela (verde: vencida, "
        "verde-claro: vencida com dicas ou desfeitas, vermelho: perdida)",
        "Resultados ao longo do tempo: a taxa de vitórias (linha) e cada jogo por baixo dela (verde: ganho, "
        "verde-claro: ganho com sugestões ou anulações, vermelho: perdido)",
    ),
    ("stats", "&Reset this game…"): ("&Zerar este jogo…", "&Repor este jogo…"),
    ("stats", "Reset &all…"): ("Zerar &tudo…", "Repor &tudo…"),
    ("stats", "Forget the statistics of every game? This cannot be undone."): (
        "Apagar as estatísticas de todos os jogos? Isso não pode ser desfeito.",
        "Apagar as estatísticas de todos os jogos? Esta ação não pode ser anulada.",
    ),
    ("stats", "Forget the statistics of {game}? This cannot be undone."): (
        "Apagar as estatísticas de {game}? Isso não pode ser desfeito.",
        "Apagar as estatísticas de {game}? Esta ação não pode ser anulada.",
    ),
    ("stats", "Reset statistics"): ("Zerar estatísticas", "Repor estatísticas"),
    ("stats", "Reset"): ("Zerar", "Repor"),
    # -- status line --------------------------------------------------------------------------------
    ("status", "Score: {n}"): ("Pontos: {n}", "Pontos: {n}"),
    ("status", "Moves: {n}"): ("Jogadas: {n}", "Movimentos: {n}"),
    ("status", "Time: {t}"): ("Tempo: {t}", "Tempo: {t}"),
    # -- labels on the table ------------------------------------------------------------------------
    ("table", "Pass {n}/{limit}"): ("Passada {n}/{limit}", "Passagem {n}/{limit}"),
    ("table", "{n} deals left"): ("faltam {n} rodadas", "faltam {n} distribuições"),
    ("table", "1 deal left"): ("falta 1 rodada", "falta 1 distribuição"),
    ("table", "{n}/8 runs"): ("{n}/8 escadas", "{n}/8 sequências"),
    # -- the variant, as shown in the status line and the dialogs -----------------------------------
    ("variant", "Draw {n}"): ("Virar {n}", "Virar {n}"),
    ("variant", "{n} passes"): ("{n} passadas", "{n} passagens"),
    ("variant", "1 pass"): ("1 passada", "1 passagem"),
    ("variant", "guaranteed"): ("com solução", "com solução"),
    ("variant", "{n} suits"): ("{n} naipes", "{n} naipes"),
    # -- the main window ----------------------------------------------------------------------------
    ("window", "The new options apply from the next deal."): (
        "As novas opções valem a partir da próxima partida.",
        "As novas opções aplicam-se a partir do próximo jogo.",
    ),
    ("window", "New options"): ("Novas opções", "Novas opções"),
    (
        "window",
        "The new options change the deal. Start a new game with them now?\n\nThe game in progress would count "
        "as a loss. If you keep playing, the options apply from the next deal.",
    ): (
        "As novas opções mudam a distribuição. Começar agora uma nova partida com elas?\n\nA partida em "
        "andamento contaria como derrota. Se você continuar jogando, as opções valem a partir da próxima "
        "partida.",
        "As novas opções mudam a distribuição. Começar já um novo jogo com elas?\n\nO jogo em curso contaria "
        "como derrota. Se continuar a jogar, as opções aplicam-se a partir do próximo jogo.",
    ),
    ("window", "Playing {code}"): ("Jogando {code}", "A jogar {code}"),
    ("window", "Game code copied: {code}"): ("Código da partida copiado: {code}", "Código do jogo copiado: {code}"),
    ("window", "Resign this game? It counts as a loss and keeps the points."): (
        "Desistir desta partida? Ela conta como derrota e mantém os pontos.",
        "Desistir deste jogo? Conta como derrota e mantém os pontos.",
    ),
    ("window", "Rules"): ("Regras", "Regras"),
    ("window", "Keyboard"): ("Teclado", "Teclado"),
    ("window", "About Paciência"): ("Sobre o Paciência", "Acerca do Paciência"),
    ("window", "Could not save the settings: {error}"): (
        "Não foi possível salvar as configurações: {error}",
        "Não foi possível guardar as definições: {error}",
    ),
    ("window", "Could not save the game: {error}"): (
        "Não foi possível salvar a partida: {error}",
        "Não foi possível guardar o jogo: {error}",
    ),
    ("window", "{game} — {code} — Paciência"): ("{game} — {code} — Paciência", "{game} — {code} — Paciência"),
    # -- card decks page of the preferences, deck notices ------------------------------------------
    ("decks", "The card deck {key} is no longer installed; using the classic deck."): (
        "O baralho {key} não está mais instalado; usando o baralho clássico.",
        "O baralho {key} já não está instalado; a usar o baralho clássico.",
    ),
    ("decks", "The card deck {name} cannot be used ({why}); using the classic deck."): (
        "O baralho {name} não pode ser usado ({why}); usando o baralho clássico.",
        "O baralho {name} não pode ser usado ({why}); a usar o baralho clássico.",
    ),
    ("prefs", "Built-in"): ("Incluídos", "Incluídos"),
    ("prefs", "On this system"): ("Neste sistema", "Neste sistema"),
    ("prefs", "Imported"): ("Importados", "Importados"),
    ("prefs", "Paciência"): ("Paciência", "Paciência"),
    ("prefs", "KDE card deck"): ("Baralho do KDE", "Baralho do KDE"),
    ("prefs", "AisleRiot theme"): ("Tema do AisleRiot", "Tema do AisleRiot"),
    ("prefs", "PySol cardset"): ("Cartas do PySol", "Cartas do PySol"),
    ("prefs", "This deck cannot be used."): ("Este baralho não pode ser usado.", "Este baralho não pode ser usado."),
    ("prefs", "Cannot be used: {why}"): ("Não pode ser usado: {why}", "Não pode ser usado: {why}"),
    ("prefs", "checking…"): ("verificando…", "a verificar…"),
    ("prefs", "landscape cards"): ("cartas deitadas", "cartas na horizontal"),
    ("prefs", "odd shape"): ("formato estranho", "formato estranho"),
    ("prefs", "Card decks"): ("Baralhos", "Baralhos"),
    ("prefs", "Decks you import appear here."): (
        "Os baralhos que você importar aparecem aqui.",
        "Os baralhos que importar aparecem aqui.",
    ),
    ("prefs", "Card backs"): ("Versos das cartas", "Versos das cartas"),
    ("prefs", "The deck's own"): ("O do próprio baralho", "O do próprio baralho"),
    ("prefs", "The back drawn by the chosen deck's artist"): (
        "O verso desenhado pelo artista do baralho escolhido",
        "O verso desenhado pelo artista do baralho escolhido",
    ),
    ("prefs", "&Import…"): ("&Importar…", "&Importar…"),
    ("prefs", "A deck &file (SVG)…"): ("Um &arquivo de baralho (SVG)…", "Um &ficheiro de baralho (SVG)…"),
    ("prefs", "A deck f&older (KDE, PySol)…"): (
        "Uma &pasta de baralho (KDE, PySol)…",
        "Uma &pasta de baralho (KDE, PySol)…",
    ),
    ("prefs", "Import a card deck"): ("Importar um baralho", "Importar um baralho"),
    ("prefs", "Card decks (*.svg *.svgz index.desktop config.txt);;All files (*)"): (
        "Baralhos (*.svg *.svgz index.desktop config.txt);;Todos os arquivos (*)",
        "Baralhos (*.svg *.svgz index.desktop config.txt);;Todos os ficheiros (*)",
    ),
    ("prefs", "Import a card deck folder"): ("Importar uma pasta de baralho", "Importar uma pasta de baralho"),
    ("prefs", "Remove deck"): ("Remover baralho", "Remover baralho"),
    (
        "prefs",
        "Remove the imported deck “{name}”? Its copy in Paciência's data folder is deleted; the file you "
        "imported it from stays.",
    ): (
        "Remover o baralho importado “{name}”? A cópia dele na pasta de dados do Paciência é apagada; o "
        "arquivo de onde você o importou continua onde está.",
        "Remover o baralho importado “{name}”? A sua cópia na pasta de dados do Paciência é apagada; o "
        "ficheiro de onde o importou fica onde está.",
    ),
    ("prefs", "&Remove"): ("&Remover", "&Remover"),
    ("prefs", "Remove the selected imported deck"): (
        "Remover o baralho importado selecionado",
        "Remover o baralho importado selecionado",
    ),
    ("prefs", "The deck and back apply to all four games; the game goes on."): (
        "O baralho e o verso valem para os quatro jogos; a partida continua.",
        "O baralho e o verso aplicam-se aos quatro jogos; o jogo continua.",
    ),
    ("prefs", "Checking {name}…"): ("Verificando {name}…", "A verificar {name}…"),
    ("prefs", "Not imported: {why}"): ("Não importado: {why}", "Não importado: {why}"),
    ("prefs", "Imported “{name}”."): ("“{name}” importado.", "“{name}” importado."),
    ("prefs", "Removed “{name}”."): ("“{name}” removido.", "“{name}” removido."),
    # -- solver searches (guaranteed deals, "still winnable?", solver hints) -------------------------
    ("menu", "Is this deal still &winnable?"): (
        "Esta partida ainda tem &solução?",
        "Este jogo ainda tem &solução?",
    ),
    ("search", "Guaranteed solvable deal"): ("Partida com solução garantida", "Jogo com solução garantida"),
    ("search", "Still winnable?"): ("Ainda tem solução?", "Ainda tem solução?"),
    ("search", "Cancel"): ("Cancelar", "Cancelar"),
    ("search", "Looking for a deal with a proven solution… candidate {k} of {n}"): (
        "Procurando uma partida com solução comprovada… tentativa {k} de {n}",
        "A procurar um jogo com solução comprovada… tentativa {k} de {n}",
    ),
    ("search", "Searching whether this deal can still be won…"): (
        "Verificando se esta partida ainda pode ser vencida…",
        "A verificar se este jogo ainda pode ser ganho…",
    ),
    ("solver", "The solver found a way to win from here: this is its next move."): (
        "O resolvedor achou um jeito de vencer a partir daqui: esta é a próxima jogada dele.",
        "O resolvedor encontrou uma forma de ganhar a partir daqui: este é o seu próximo movimento.",
    ),
    ("solver", "Looking a few moves ahead, this move helps most."): (
        "Olhando algumas jogadas à frente, esta é a jogada que mais ajuda.",
        "Vendo alguns movimentos à frente, este é o movimento que mais ajuda.",
    ),
    ("solver", "No way out: the solver proved that this position cannot be won."): (
        "Sem saída: o resolvedor provou que esta posição não pode ser vencida.",
        "Sem saída: o resolvedor provou que esta posição não pode ser ganha.",
    ),
    ("window", "The search for a proven deal failed."): (
        "A busca por uma partida com solução comprovada falhou.",
        "A procura de um jogo com solução comprovada falhou.",
    ),
    ("window", "Search cancelled."): ("Busca cancelada.", "Procura cancelada."),
    ("window", "This is the plain shuffle of deal {n}, without a proven solution."): (
        "Este é o embaralhamento simples da partida {n}, sem solução comprovada.",
        "Esta é a baralhação simples do jogo {n}, sem solução comprovada.",
    ),
    ("window", "The game in progress goes on."): ("A partida em andamento continua.", "O jogo em curso continua."),
    ("window", "Solution proven: the solver found a complete solution for this deal."): (
        "Solução comprovada: o resolvedor encontrou uma solução completa para esta partida.",
        "Solução comprovada: o resolvedor encontrou uma solução completa para este jogo.",
    ),
    (
        "window",
        "None of the {n} deals tried has a proven solution within the search budget: this is the last one, "
        "without a proven solution.",
    ): (
        "Nenhuma das {n} partidas testadas teve a solução comprovada dentro do limite da busca: esta é a "
        "última, sem solução comprovada.",
        "Nenhum dos {n} jogos testados teve a solução comprovada dentro do limite da procura: este é o "
        "último, sem solução comprovada.",
    ),
    ("window", "The solver could not decide in time whether this deal can still be won."): (
        "O resolvedor não conseguiu decidir a tempo se esta partida ainda pode ser vencida.",
        "O resolvedor não conseguiu decidir a tempo se este jogo ainda pode ser ganho.",
    ),
    ("window", "This deal can no longer be won from here."): (
        "Esta partida não pode mais ser vencida a partir daqui.",
        "Este jogo já não pode ser ganho a partir daqui.",
    ),
    ("window", "This deal can still be won from here."): (
        "Esta partida ainda pode ser vencida a partir daqui.",
        "Este jogo ainda pode ser ganho a partir daqui.",
    ),
    ("window", "Solution proven"): ("Solução comprovada", "Solução comprovada"),
    ("window", "no proven solution"): ("sem solução comprovada", "sem solução comprovada"),
}
