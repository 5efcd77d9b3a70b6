/**
 * The risk reader's first words in the other languages people here write in (Spanish, Portuguese, French,
 * Polish, Romanian, Italian, Turkish, Tagalog, Urdu and Hindi and Arabic written in Latin letters, Somali,
 * Welsh): the plainest ways of saying each concept family, read on the text lower-cased and without accents
 * ("nie chcę już żyć" as "nie chce juz zyc"). Far thinner than the English families: a first net, so a plain
 * statement in another language is not met with silence (decision 038).
 */
import type { RiskSignal } from './families.js';
import type { RiskFamily } from '../../../contract/crisis.js';

/** Lower case, accents and other combining marks removed, curly apostrophes straightened. */
export const foldForLanguages = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[łŁ]/g, 'l')
    .replace(/[ıİ]/g, 'i')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase();

const signals: Array<readonly [RiskFamily, RegExp, number?]> = [
  [
    'explicit',
    /\b(?:voy a suicidarme|suicidarme|me voy a matar|quitarme la vida|vou me matar|me matar|suicidar-me|me suicider|me tuer|zabije sie|zabic sie|popelnic samobojstwo|sa ma sinucid|ma sinucid|uccidermi|suicidarmi|farla finita|intihar ed|kendimi oldur|magpakamatay|khudkushi|khud kushi)\b/,
  ],
  [
    'wish_not_to_exist',
    /\b(?:(?:me )?quiero morir(?:me)?(?! de (?:la )?(?:emocion|risa|verguenza|ganas|amor|hambre|sueno|calor|frio|alegria))|quisiera morir|no quiero (?:seguir )?vivir|no quiero existir|quero morrer|nao quero (?:mais )?viver|(?:queria|quero) (?:simplesmente )?nao existir|je veux mourir|j'ai envie de mourir|(?:j'aimerais|je voudrais) ne plus exister|chce umrzec|nie chce (?:juz )?zyc|chce zniknac|vreau sa mor|nu mai vreau sa traiesc|voglio morire|non voglio (?:piu )?vivere|vorrei addormentarmi e non svegliarmi|meglio se sparisco|olmek istiyorum|yasamak istemiyorum|gusto ko (?:nang|ng) mamatay|sana hindi na (?:lang )?ako nagising|pagod na (?:akong|ako) mabuhay|ayoko na (?:talaga|mabuhay)|mar jana (?:hai|chahta|chahti)|mujhe mar jana|jeene ka dil nahi|jeena nahi chahta|jeena nahi chahti|ba3edni 3aysha|baddi mout|ma rabo inaan sii noolaado|dwi isio marw|disparaitre pour de vrai|ja nao vou estar aqui|nie widze sensu dalej zyc|non ha senso (?:nemmeno )?vivere|nu vad niciun motiv sa continui)\b/,
  ],
  [
    'burden',
    /\b(?:soy una carga|estarian mejor sin mi|sou um peso|estariam melhor sem mim|je suis un poids|plus heureux si je n'etais plus la|mieux sans moi|jestem (?:tylko )?ciezarem|bez mnie byloby im latwiej|sunt o povara|mai bine fara mine|sono (?:solo )?un peso|meglio senza di me|yuk oluyorum|ben olmasam daha rahat|pabigat (?:lang )?ako|mas okay sila kung wala na ako|bojh hoon|mere bina sab (?:behtar|ke paise)|copiii ar fi mai bine fara mine)\b/,
  ],
  [
    'hopelessness',
    /\b(?:no tiene sentido seguir|no veo (?:ninguna )?salida|nao vejo futuro|nao aguento mais viver|aucun espoir|je ne vois pas d'issue|nic sie nie zmieni|nie widze sensu|nu mai am nicio speranta|nessuna speranza|non vedo piu un futuro|non c'e piu niente per me|hicbir sey duzelmeyecek|yasamanin anlami yok|wala na akong pag-asa|suko na ako sa buhay|koi umeed nahi|kuch theek nahi hoga|zindagi (?:bas )?bojh|ma fi amal)\b/,
  ],
  [
    'hopelessness',
    /\b(?:non ce la faccio piu|po co sie starac|ya no puedo mas|ja nao aguento|waan daalay|wala na rin (?:naman )?(?:pong )?saysay|kul shi kharban)\b/,
    0.6,
  ],
  [
    'finality_acts',
    /\b(?:ya escribi las cartas|escrevi (?:uma carta para cada|as cartas)|j'ai dit au revoir a tout le monde sans|am scris (?:deja )?scrisorile|herkese veda ettim|khat likh diya|obrigad[ao] por tudo e adeus)\b/,
  ],
  [
    'finality_acts',
    /\b(?:deje las llaves con|le regale mi|estoy tranquila por fin|estoy tranquilo por fin|deixei o gato com|paguei todas as contas|deixei tudo organizado|rendu les cles|donne mes livres|napisal(?:em|am) list|wszystko uporzadkowane|jutro bedzie spokoj|am dat (?:pisica|cainele)|nu mai am nevoie de nimic|kedimi \w+ verdim|artik hazirim|saari cheezein|thora sa intezar|diolch am bopeth|hwyl fawr|gata\.?$)\b/,
    0.6,
  ],
  [
    'self_harm',
    /\b(?:me volvi a cortar|me corte|hacerme dano|me queme el brazo|voltei a me machucar|me cortei|je me suis (?:encore )?fait du mal|je me scarifie|(?:sie )?pociel(?:am|em)(?: sie)?|znowu sie tne|mi sono tagliat[ao]|farmi del male|m-am taiat|kendime zarar|sinaktan ko (?:na naman )?ang sarili ko|apne aap ko nuqsan|blade se)\b/,
  ],
  ['self_harm', /\b(?:marques sur mes|braços estao cheios de marcas|bracos estao cheios de marcas)\b/, 0.6],
  [
    'gathering_means',
    /\b(?:guardando las pastillas|comprei os comprimidos em|kupil(?:em|am) line|messo da parte le pastiglie|chhat ki chaabi)\b/,
  ],
  ['gathering_means', /\b(?:ya tengo suficientes|estao todos guardados|lezy w bagazniku)\b/, 0.6],
  [
    'disordered_eating',
    /\b(?:nie jadl(?:am|em) od|conto cada caloria|ja desmaiei|vomite la cena|je me fais vomir|przeczyszczajace)\b/,
  ],
  [
    'abuse_threat',
    /\b(?:me agarro del cuello|si lo denuncio me mata|se lleva a los ninos|to mnie zabije|ma da afara|kinuha ng amo ko ang passport|may mangyayari sa pamilya ko|bachon ko pakistan le|beni oldurecegini soyledi|wuu i garaacaa|il me frappe|mi picchia|me bate|mnie bije)\b/,
  ],
  [
    'abuse_threat',
    /\b(?:stal pod moimi drzwiami|a taiat caldura|odcial ogrzewanie|wyrzuci mnie|telefonumu da karistiriyor)\b/,
    0.6,
  ],
  ['bullied_young', /\b(?:me escupieron|wyzywali mnie|popychali na schodach)\b/],
];

export const otherLanguageSignals: RiskSignal[] = signals.map(([family, pattern, weight = 1]) => ({
  family,
  weight,
  pattern,
}));
