/**
 * The risk reader's words in the other languages people here write in, one table per language: the plainest
 * ways of saying each concept family, read on the text lower-cased and without accents ("nie chcę już żyć" as
 * "nie chce juz zyc", "Я не хочу жить" as "я не хочу жить"), in the language's own script and, where people
 * often type it in Latin letters (Urdu, Hindi, Farsi, Arabic, Russian, Greek, Chinese), in those too. Far
 * thinner than the English families: a net, so a plain statement in another language is not met with silence
 * (decision 038).
 */
import type { RiskSignal } from './families.js';
import type { RiskFamily } from '../../../contract/crisis.js';

/** Lower case, accents and other combining marks removed (and the letters that keep theirs: ł, ı, đ), curly apostrophes straightened. */
export const foldForLanguages = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[łŁ]/g, 'l')
    .replace(/[ıİ]/g, 'i')
    .replace(/[đĐ]/g, 'd')
    .replace(/[’‘`´ʼ]/g, "'")
    .toLowerCase();

/** A family, the phrases that say it (alternatives of a regular expression, on folded text) and their weight. */
type Said = readonly [RiskFamily, string, number?];

interface Language {
  name: string;
  /** Scripts written without spaces between words (Chinese) match phrases anywhere. */
  spaced?: false;
  /** A sentence told as a past got through ("this time last year..."): its signals do not count. */
  past?: string;
  said: Said[];
}

const languages: Language[] = [
  {
    name: 'Spanish',
    past: 'hace (?:\\p{L}+ )?anos|cuando era (?:nin[oa]|joven|adolescente)',
    said: [
      ['explicit', 'voy a suicidarme|suicidarme|me voy a matar|voy a matarme|quitarme la vida|me voy a quitar la vida'],
      [
        'wish_not_to_exist',
        '(?:me )?quiero morir(?:me)?(?! de (?:la )?(?:emocion|risa|verguenza|ganas|amor|hambre|sueno|calor|frio|alegria))|quisiera morir|no quiero (?:seguir )?vivir|no quiero existir|no despertar(?:me)? (?:mas|nunca)|desaparecer para siempre',
      ],
      ['burden', 'soy una carga|estarian mejor sin mi|sin mi estarian mejor'],
      ['hopelessness', 'no tiene sentido seguir|no veo (?:ninguna )?salida|ya no hay esperanza|nada va a cambiar nunca'],
      ['hopelessness', 'ya no puedo mas', 0.6],
      ['finality_acts', 'ya escribi las cartas|me despedi de todos'],
      ['finality_acts', 'deje las llaves con|le regale mi|estoy tranquil[ao] por fin|ya no voy a necesitar', 0.6],
      [
        'self_harm',
        'me volvi a cortar|me cort[eo](?! (?:el|la|las|los) (?:pelo|cabello|flequillo|unas|barba|dedo))|cortandome(?! (?:el|la|las|los) )|hacerme dano|me (?:hago|hice) dano|me queme el brazo|me lastime a proposito',
      ],
      ['self_harm', 'autolesion\\p{L}*', 0.6],
      ['gathering_means', 'guardando las pastillas|juntando (?:las )?pastillas'],
      ['gathering_means', 'ya tengo suficientes', 0.6],
      ['disordered_eating', 'vomite la cena|si como,? vomito|me provoco el vomito'],
      ['disordered_eating', 'sin comer casi nada|me sigo viendo enorme', 0.6],
      ['abuse_threat', 'me agarro del cuello|si lo denuncio me mata|se lleva a los ninos|(?<!se )me peg[oa]'],
      ['abuse_threat', 'si (?:\\p{L}+ ){1,4}me mata|no voy a ver la navidad|me sigue esperando fuera', 0.6],
      ['bullied_young', 'me escupieron'],
    ],
  },
  {
    name: 'Portuguese',
    past: 'ha (?:\\p{L}+ )?anos|quando eu era (?:crianca|jovem|adolescente)',
    said: [
      ['explicit', 'vou me matar|me matar|suicidar-me|tirar a minha (?:propria )?vida'],
      [
        'wish_not_to_exist',
        'quero morrer|nao quero (?:mais )?viver|(?:queria|quero) (?:simplesmente )?nao existir|ja nao vou estar aqui|queria dormir e nao acordar',
      ],
      ['burden', 'sou (?:so )?um peso(?: morto)?|estariam melhor sem mim|sem mim eles (?:iam|vao) ficar'],
      ['hopelessness', 'nao vejo futuro|nao aguento mais viver|nao tenho (?:mais )?esperanca'],
      ['hopelessness', 'ja nao aguento', 0.6],
      ['finality_acts', 'escrevi (?:uma carta para cada|as cartas)|obrigad[ao] por tudo e adeus'],
      ['finality_acts', 'deixei o gato com|paguei todas as contas|deixei tudo organizado', 0.6],
      ['self_harm', 'voltei a me (?:machucar|cortar)|me cortei|me machucando|me queimei de (?:novo|proposito)'],
      ['self_harm', 'bracos estao cheios de marcas|escondo com a pulseira', 0.6],
      ['gathering_means', 'comprei os comprimidos em|guardando (?:os )?comprimidos'],
      ['gathering_means', 'estao todos guardados', 0.6],
      ['disordered_eating', 'ja desmaiei|conto cada caloria|tomei laxantes|me fiz vomitar'],
      ['disordered_eating', 'preciso ficar vazia', 0.6],
      ['abuse_threat', 'me bate|me bateu'],
    ],
  },
  {
    name: 'French',
    past: "il y a (?:\\p{L}+ )?ans|quand j'etais (?:petite?|jeune|ado)",
    said: [
      ['explicit', 'me suicider|me tuer|mettre fin a mes jours'],
      [
        'wish_not_to_exist',
        "je veux mourir|j'ai envie de mourir|(?:j'aimerais|je voudrais) ne plus exister|disparaitre pour de vrai|ne plus me reveiller",
      ],
      ['burden', "je suis un poids|plus heureux si je n'etais plus la|mieux sans moi|sans moi ils respireraient"],
      ['burden', 'je leur coute tout', 0.6],
      ['hopelessness', "aucun espoir|je ne vois pas d'issue|plus aucun sens"],
      ['finality_acts', "j'ai dit au revoir a tout le monde sans"],
      ['finality_acts', 'rendu les cles|donne mes livres', 0.6],
      [
        'self_harm',
        'je me suis (?:encore )?fait du mal|je me fais du mal|scarifi\\p{L}*|je me coupe(?! (?:les|la|le|du|un|une|en) )|me mutiler',
      ],
      ['self_harm', 'marques sur mes|automutil\\p{L}*', 0.6],
      ['disordered_eating', 'je me fais vomir'],
      ['abuse_threat', 'il me frappe'],
    ],
  },
  {
    name: 'Polish',
    said: [
      ['explicit', 'zabije sie|zabic sie|popelnic samobojstwo'],
      [
        'wish_not_to_exist',
        'chce umrzec|nie chce (?:juz )?zyc|chce zniknac|nie widze sensu dalej zyc|(?:najchetniej )?bym sie nie obudzil[a]?|nie obudzic sie',
      ],
      ['burden', 'jestem (?:tylko )?ciezarem|bez mnie byloby im latwiej'],
      ['hopelessness', 'nic sie nie zmieni|nie widze sensu'],
      ['hopelessness', 'po co sie starac|mam dosc wszystkiego', 0.6],
      [
        'finality_acts',
        'napisal(?:em|am) list|wszystko uporzadkowane|jutro bedzie spokoj|juz niczego nie musze|hasla zapisane dla',
        0.6,
      ],
      ['self_harm', '(?:sie )?pociel(?:am|em)(?: sie)?|znowu sie tne'],
      ['gathering_means', 'kupil(?:em|am) line|odkladam tabletki'],
      ['gathering_means', 'lezy w bagazniku|mam juz cale pudelko', 0.6],
      ['disordered_eating', 'nie jadl(?:am|em) od|przeczyszczajace'],
      ['abuse_threat', 'to mnie zabije|mnie bije|mnie pobije'],
      ['abuse_threat', 'stal pod moimi drzwiami|odcial ogrzewanie|wyrzuci mnie', 0.6],
      ['bullied_young', 'wyzywali mnie|popychali na schodach|powinn(?:am|ienem) sie zabic'],
    ],
  },
  {
    name: 'Romanian',
    said: [
      ['explicit', 'sa ma sinucid|ma sinucid'],
      ['wish_not_to_exist', 'vreau sa mor|nu mai vreau sa traiesc|nu vad niciun motiv sa continui|sa nu ma mai trezesc'],
      ['burden', 'sunt o povara|mai bine fara mine'],
      ['hopelessness', 'nu mai am nicio speranta'],
      ['finality_acts', 'am scris (?:deja )?scrisorile'],
      ['finality_acts', 'am dat (?:pisica|cainele)|nu mai am nevoie de nimic|gata\\.?$', 0.6],
      ['self_harm', 'm-am taiat'],
      ['gathering_means', 'am strans pastilele'],
      ['abuse_threat', 'ma da afara|m-a lovit'],
      ['abuse_threat', 'ma omoara', 0.6],
      ['abuse_threat', 'a taiat caldura', 0.6],
    ],
  },
  {
    name: 'Italian',
    said: [
      ['explicit', 'uccidermi|suicidarmi|farla finita|togliermi la vita'],
      [
        'wish_not_to_exist',
        'voglio morire|non voglio (?:piu )?vivere|vorrei addormentarmi e non svegliarmi|meglio se sparisco|non ha senso (?:nemmeno )?vivere',
      ],
      ['burden', 'sono (?:solo )?un peso|meglio senza di me'],
      ['hopelessness', "nessuna speranza|non vedo piu un futuro|non c'e piu niente per me"],
      ['hopelessness', 'non ce la faccio piu', 0.6],
      ['self_harm', 'mi sono tagliat[ao]|farmi del male'],
      ['gathering_means', 'messo da parte le pastiglie'],
      ['disordered_eating', 'mi sono punit[ao] con|non merito di mangiare'],
      ['abuse_threat', 'mi picchia'],
    ],
  },
  {
    name: 'German',
    past: 'vor (?:\\p{L}+ )?jahren|als ich (?:\\p{L}+ )?(?:jung|kind|teenager) war',
    said: [
      ['explicit', 'mir (?:\\p{L}+ ){0,3}das leben (?:zu )?nehmen|mich umbringen|mich toten'],
      ['explicit', 'selbstmord|suizid', 0.6],
      [
        'wish_not_to_exist',
        'nicht mehr aufwachen|will nicht mehr leben|mochte nicht mehr leben|(?:will|mochte) sterben|will (?:\\p{L}+ ){0,2}nicht mehr da sein|nicht mehr existieren|ware nie geboren',
      ],
      ['wish_not_to_exist', 'nicht mehr da sein', 0.6],
      ['wish_not_to_exist', 'einfach weg sein|verschwinden', 0.5],
      ['burden', 'eine last fur|nur noch eine last|ohne mich (?:\\p{L}+ )?(?:besser|leichter|glucklicher)'],
      ['hopelessness', 'sehe? keinen sinn mehr|hat (?:alles|nichts) keinen sinn mehr|keine hoffnung mehr|keinen ausweg'],
      ['hopelessness', 'keinen sinn mehr|wird nie besser|ich kann nicht mehr|ich will gar nichts mehr', 0.6],
      ['finality_acts', 'abschiedsbrief|den brief an meine \\p{L}+ fertig'],
      ['finality_acts', 'alles geregelt|verschenkt|seltsam ruhig|danach brauche ich nichts mehr|meine angelegenheiten', 0.5],
      ['self_harm', 'geritzt|ritze mich|mich wieder geschnitten|verletze mich selbst|selbst verletzt|selbstverletz\\p{L}*'],
      ['gathering_means', '(?:sammle|gesammelt|horte) (?:\\p{L}+ ){0,3}(?:schlaf)?tabletten|schlaftabletten|strick gekauft'],
      [
        'disordered_eating',
        'abfuhrmittel|nach dem (?:essen|abendessen|fruhstuck|mittagessen) (?:\\p{L}+ ){0,2}(?:rausgebracht|erbrochen)',
      ],
      ['disordered_eating', 'erbrochen|mich ubergeben|nur wasser und kaffee', 0.6],
      ['abuse_threat', 'schlagt mich(?! (?:im|beim|in))|hat mich geschlagen|gegen die wand gestoßen|er droht mir'],
      ['abuse_threat', 'gewurgt|er bringt mich um|mich findet|weiß,? wo ich wohne', 0.6],
      ['bullied_young', 'mobben mich|eingesperrt und gefilmt'],
      ['bullied_young', 'gemobbt', 0.6],
    ],
  },
  {
    name: 'Dutch',
    said: [
      ['explicit', 'mezelf van kant maken|mezelf doden|een einde aan mijn leven'],
      ['explicit', 'zelfmoord', 0.6],
      ['wish_not_to_exist', 'wil er (?:gewoon )?niet meer zijn|wil niet meer leven|wil dood|niet meer wakker worden'],
      ['burden', 'een last voor|beter af zonder mij|zonder mij (?:beter|makkelijker)'],
      ['hopelessness', 'zie het (?:gewoon )?niet meer zitten|geen hoop meer|geen zin meer in (?:het |mijn )?leven'],
      ['hopelessness', 'komt geen einde aan|heeft geen zin meer', 0.5],
      ['finality_acts', '(?:zorgt|zorgen|past|passen) (?:\\p{L}+ ){0,3}als ik er niet meer ben'],
      ['finality_acts', 'als ik er niet meer ben|mijn laatste bericht|ik regel mijn zaken', 0.6],
      ['self_harm', 'mezelf (?:weer )?(?:gesneden|gekrast|pijn gedaan)|weer gesneden'],
      ['gathering_means', 'touw gekocht|slaappillen (?:gespaard|verzameld)'],
      ['abuse_threat', 'slaat me|heeft me geslagen|dreigt me'],
      ['abuse_threat', 'vermoordt me', 0.6],
    ],
  },
  {
    name: 'Russian',
    past: 'много лет назад|в прошлом году|когда я был\\p{L}? (?:молод\\p{L}+|ребенком)',
    said: [
      ['explicit', 'покончить с собой|покончу с собой|убить себя|убью себя|pokonchit. s soboi|ub\\p{L}*t. sebya'],
      ['explicit', 'самоубийств\\p{L}*', 0.6],
      [
        'wish_not_to_exist',
        'не хочу жить|хочу умереть|не проснуться|не просыпаться|ne (?:k)?hochu zhit.?|(?:k)?hochu umeret.?|ne prosnut.?sya',
      ],
      ['wish_not_to_exist', 'исчезнуть|ischeznut.?', 0.6],
      ['burden', 'обуза|без меня (?:\\p{L}+ ){0,2}лучше|obuza|bez menya (?:\\p{L}+ ){0,2}luchshe'],
      ['hopelessness', 'не вижу выхода|нет надежды|ne vizhu vykhoda|net nadezhdy'],
      ['hopelessness', 'нет смысла|смысла нет|нет выхода|выхода нет|net smysla|smysla net|vykhoda net|net vykhoda', 0.6],
      [
        'hopelessness',
        'ничего (?:уже )?не поможет|nichego (?:uzhe )?ne pomozhet|ничего не изменится|устал\\p{L}? бороться|nichego ne izmenitsya|ustal\\p{L}? borot.?sya',
        0.6,
      ],
      ['finality_acts', 'записк\\p{L}+ оставлю|раздал\\p{L}? все', 0.6],
      ['finality_acts', 'мне наконец спокойно', 0.5],
      ['self_harm', 'порезал\\p{L}? (?:себя|руки|руку|запясть\\p{L}*)|режу себя|резал\\p{L}? руки|rezal\\p{L}? ruki|rezhu sebya'],
      ['gathering_means', 'таблетки (?:коплю|собираю)|коплю таблетки'],
      ['disordered_eating', 'вызываю рвоту|вызвала рвоту'],
      ['abuse_threat', 'бьет меня|избил меня|душил|b.?et menya'],
      ['abuse_threat', 'убьет меня|ub.?et menya', 0.6],
    ],
  },
  {
    name: 'Ukrainian',
    said: [
      ['explicit', 'вбити себе|вб.ю себе'],
      ['explicit', 'самогубств\\p{L}*', 0.6],
      [
        'wish_not_to_exist',
        'не хочу жити|хочу померти|не хочу бути|ne khochu (?:bil.?she )?(?:zhyty|buty|prokydatysia)|khochu pomerty',
      ],
      ['wish_not_to_exist', 'зникнути', 0.6],
      ['burden', 'тягар|без мене (?:\\p{L}+ ){0,2}краще'],
      ['hopelessness', 'не бачу виходу|немає надії'],
      ['hopelessness', 'немає сенсу|нема сенсу|нічого вже не допоможе', 0.6],
      ['finality_acts', 'proshchavaite|прощавайте|nazavzhdy|назавжди', 0.5],
      ['self_harm', 'порізал\\p{L}? (?:себе|руки|руку)|ріжу себе'],
      ['abuse_threat', 'б.є мене|вб.є мене'],
    ],
  },
  {
    name: 'Bulgarian',
    said: [
      ['explicit', 'да се самоубия'],
      ['explicit', 'самоубийство', 0.6],
      ['wish_not_to_exist', 'не искам да живея|искам да умра'],
      ['burden', 'съм бреме|бреме за|без мен (?:\\p{L}+ ){0,2}по-добре'],
      ['hopelessness', 'не виждам (?:как ще продължа|изход|смисъл|бъдеще)'],
      ['hopelessness', 'няма смисъл', 0.6],
      ['self_harm', 'режа се|нарязах се'],
      ['abuse_threat', 'ме души|бие ме|удари ме|ще ме убие'],
      ['abuse_threat', 'страх ме е да се прибера', 0.6],
    ],
  },
  {
    name: 'Greek',
    said: [
      ['explicit', 'να αυτοκτονησω|na aftoktoniso'],
      ['explicit', 'αυτοκτονια|aftoktonia', 0.6],
      ['wish_not_to_exist', 'θελω να πεθανω|δεν θελω να ζω|να εξαφανιστω|thelo na pethano|den thelo na zo|na exafanisto'],
      ['burden', 'ειμαι βαρος|eimai varos'],
      ['hopelessness', 'χωρις ελπιδα|xoris elpida'],
      ['hopelessness', 'κανενα νοημα|kanena noima|den vlepo (?:kanena )?noima|tipota den tha allaxei|τιποτα δεν θα αλλαξει', 0.6],
      ['self_harm', 'ekopsa (?:pali )?ta (?:x|h)eria mou|εκοψα (?:παλι )?τα χερια μου'],
    ],
  },
  {
    name: 'Lithuanian',
    said: [
      ['explicit', 'nusizudyti|nusizudysiu'],
      ['wish_not_to_exist', 'nenoriu gyventi|nebenoriu buti|noriu mirti|nebepabusti'],
      ['wish_not_to_exist', 'nenoriu buti', 0.6],
      ['burden', 'esu nasta|be manes (?:\\p{L}+ ){0,2}geriau'],
      ['hopelessness', 'nebera vilties'],
      ['hopelessness', 'nera prasmes', 0.6],
      ['finality_acts', 'isdalinau (?:savo )?daiktus|parasiau laiskus', 0.6],
      ['self_harm', 'pjaustau save|susipjausciau'],
    ],
  },
  {
    name: 'Albanian',
    said: [
      ['explicit', 'vetevras'],
      ['wish_not_to_exist', 'nuk dua (?:me|te) jetoj|dua te vdes|te zhdukem'],
      ['burden', 'jam barre|me mire pa mua'],
      ['hopelessness', 'pa shprese'],
      ['hopelessness', 'nuk ka kuptim', 0.6],
      ['finality_acts', 'ua dhashe|letren per|tani jam i qete|tani jam e qete', 0.5],
    ],
  },
  {
    name: 'Kurdish',
    said: [
      ['explicit', 'xwe bikujim'],
      ['wish_not_to_exist', 'naxwazim bijim|dixwazim bimirim'],
      ['burden', 're bar im|beyi min (?:\\p{L}+ ){0,2}rehettir'],
    ],
  },
  {
    name: 'Urdu, Hindi, Punjabi and Gujarati in Latin letters',
    said: [
      ['explicit', 'khudkushi|khud kushi|atmahatya'],
      [
        'wish_not_to_exist',
        'mar jana (?:hai|chahta|chahti)|mujhe mar jana|jeene ka dil nahi|jeena nahi chahta|jeena nahi chahti|kaash main (?:paida hi na|hoti hi nahi|hota hi nahi)|marna chahunda|marna chahundi|jivvu nathi|mari javu che',
      ],
      ['wish_not_to_exist', 'sab khatam ho jaye', 0.6],
      ['burden', 'bojh (?:hoon|haan|chu)|sab (?:layi|ke liye|mate) bojh|mere bina sab (?:behtar|ke paise|sukhi)|maara vagar'],
      ['hopelessness', 'koi umeed nahi|kuch theek nahi hoga|zindagi (?:bas )?bojh|hes umeed'],
      ['finality_acts', 'khat likh diya'],
      ['finality_acts', 'saari cheezein|thora sa intezar', 0.6],
      ['self_harm', 'apne aap ko nuqsan|khud ko (?:nuqsan|nuksan|chot)|blade se|blade chala\\p{L}*|(?:phir se|dobara) cut kiya'],
      ['gathering_means', 'chhat ki chaabi'],
      ['abuse_threat', 'bachon ko pakistan le|jaan se maar (?:denge|dega|dungi|dalunga)|ghar se nikal ke maarenge'],
      ['abuse_threat', 'maarenge', 0.6],
    ],
  },
  {
    name: 'Bengali in Latin letters',
    said: [
      ['explicit', 'atmohotta'],
      ['wish_not_to_exist', 'bachte iccha kore na|ar bachte chai na|more jete (?:chai|icche)'],
      ['wish_not_to_exist', 'chirodiner jonno', 0.5],
      ['finality_acts', 'chithi likhe rekhechi|ekhon ar kono chinta nei|diye dilam', 0.5],
    ],
  },
  {
    name: 'Farsi and Pashto in Latin letters',
    said: [
      ['explicit', 'khodkoshi'],
      ['wish_not_to_exist', '(?:delam )?nemikha(?:m|d) zende basham|mikham bemiram|nor na sham'],
      ['hopelessness', 'khaste shodam az hame chi|zra me stary shawe', 0.6],
    ],
  },
  {
    name: 'Arabic',
    said: [
      ['explicit', 'بدي انتحر|اريد ان انتحر|baddi nta7ir|bde nta7ir'],
      ['explicit', 'انتحر|انتحار|a?nta7ir', 0.6],
      ['wish_not_to_exist', 'اريد ان اموت|بدي موت|ba3edni 3aysha|baddi mout|bde moot|ma baddi 3ish'],
      ['burden', 'انا عبء|عبء على'],
      ['hopelessness', 'ma fi amal|ما في امل|لا امل'],
      ['hopelessness', 'kul shi kharban', 0.6],
      ['self_harm', 'jara7t 7ali|ajra7 7ali'],
      ['abuse_threat', 'iza (?:[\\p{L}\\p{N}]+ ){0,8}(?:bi2telni|bya2telni|ye2telni|yedba7ni)'],
      ['abuse_threat', 'bi2telni|bya2telni|ye2telni|yedba7ni|(?:ra7|rah) (?:ye|y)?2tolni', 0.6],
      ['abuse_threat', 'khayf(?:e|a)? (?:kteer|ktir)', 0.5],
    ],
  },
  {
    name: 'Turkish',
    said: [
      ['explicit', 'intihar ed\\p{L}*|kendimi oldur\\p{L}*'],
      ['wish_not_to_exist', 'olmek istiyorum|yasamak istemiyorum|keske hic (?:var )?olmasaydim|bir daha uyanmamak'],
      ['burden', 'yuk oluyorum|ben olmasam daha rahat'],
      ['hopelessness', 'hicbir sey duzelmeyecek|yasamanin anlami yok'],
      ['finality_acts', 'herkese veda ettim|herkesle helallestim'],
      ['finality_acts', 'kedimi \\w+ (?:verdim|biraktim)|artik hazirim|borclarimi kapattim', 0.6],
      ['self_harm', 'kendime zarar'],
      ['abuse_threat', 'beni oldurecegini soyledi'],
      ['abuse_threat', 'telefonumu da karistiriyor', 0.6],
    ],
  },
  {
    name: 'Tagalog',
    said: [
      ['explicit', 'magpa(?:pa)?kamatay'],
      [
        'wish_not_to_exist',
        'gusto ko (?:nang|ng) mamatay|sana hindi na (?:lang )?ako nagising|pagod na (?:akong|ako) mabuhay|ayoko na (?:talaga|mabuhay)',
      ],
      ['burden', 'pabigat (?:lang )?ako|mas okay sila kung wala na ako'],
      ['hopelessness', 'wala na akong pag-asa|suko na ako sa buhay'],
      ['hopelessness', 'wala na rin (?:naman )?(?:pong )?saysay', 0.6],
      ['finality_acts', 'aalis na ako nang tuluyan'],
      ['finality_acts', 'naibigay ko na (?:ang )?lahat|nagpaalam na ako', 0.6],
      ['self_harm', 'sinaktan ko (?:na naman )?ang sarili ko|(?:sinusugatan|sinugatan|sinasaktan) ko ang sarili ko'],
      ['abuse_threat', 'kinuha ng amo ko ang passport|may mangyayari sa pamilya ko'],
    ],
  },
  {
    name: 'Swahili',
    said: [
      ['explicit', 'kujiua'],
      ['wish_not_to_exist', 'nataka kufa|sitaki kuishi|nisingekuwepo'],
      ['burden', 'mimi ni mzigo'],
      ['burden', 'ni mzigo', 0.5],
      ['hopelessness', 'sina tumaini|sioni sababu ya kuendelea'],
    ],
  },
  {
    name: 'Yoruba and Igbo',
    said: [
      ['explicit', 'pa ara mi'],
      ['wish_not_to_exist', 'mo fe ku|ki n ma si mo'],
      ['burden', 'eru ni mo je'],
      ['hopelessness', 'enweghi m olileanya'],
    ],
  },
  {
    name: 'Somali and Welsh',
    said: [
      ['wish_not_to_exist', 'ma rabo inaan sii noolaado|dwi isio marw'],
      ['hopelessness', 'waan daalay', 0.6],
      ['finality_acts', 'diolch am bopeth|hwyl fawr', 0.6],
      ['abuse_threat', 'wuu i garaacaa'],
    ],
  },
  {
    name: 'Vietnamese',
    said: [
      ['wish_not_to_exist', '(?<!(?:met|chan|doi|nong|lanh|buon cuoi) )muon chet|khong muon song'],
      ['burden', 'ganh nang cho|khong co (?:minh|toi|em|con) (?:\\p{L}+ ){0,3}nhe nho'],
      ['hopelessness', 'khong con hy vong|het hy vong'],
      ['gathering_means', 'mua du than'],
      ['self_harm', 'tu lam dau (?:minh|ban than)|tu hai ban than|tu rach tay'],
    ],
  },
  {
    name: 'Chinese',
    spaced: false,
    past: '去年|以前|那时候|当年|回头看|撑过来',
    said: [
      ['explicit', '想自杀|要自杀|自杀的念头|结束自己的生命'],
      ['explicit', '自杀|自殺', 0.6],
      ['wish_not_to_exist', '不想活|想死(?!你)|从来没有出生|從來沒有出生|活着好累|活着太累|bu xiang huo'],
      ['burden', '累赘|没有我.{0,6}更好'],
      ['burden', '拖累', 0.6],
      ['hopelessness', '没有希望|meiyou xiwang'],
      ['hopelessness', '绝望', 0.6],
      ['hopelessness', 'bu xiang zai jianchi', 0.6],
      ['finality_acts', '托付给|该说的话都说了|存款密码', 0.5],
      ['self_harm', '割腕|自残|伤害自己|割自己|自伤|划手'],
      ['disordered_eating', '催吐'],
    ],
  },
];

/** Phrases and text meet in the same form: accents and other marks taken off both ("собой" as "собои"). */
const withoutMarks = (source: string) => source.normalize('NFKD').replace(/\p{M}/gu, '');

export const otherLanguageSignals: RiskSignal[] = languages.flatMap(({ spaced, past, said }) =>
  said.map(([family, phrases, weight = 1]) => ({
    family,
    weight,
    // A phrase is a whole word or words: not "me corte" inside "me cortejan".
    pattern: new RegExp(
      spaced === false ? `(?:${withoutMarks(phrases)})` : `(?<![\\p{L}\\p{N}])(?:${withoutMarks(phrases)})(?![\\p{L}\\p{N}])`,
      'u',
    ),
    unless: past === undefined ? undefined : new RegExp(withoutMarks(past), 'u'),
  })),
);
