import type { Phrases } from './phrase-types'

/** Polish, Czech, Slovak, Hungarian, Lithuanian, Latvian, Estonian. */
export const PHRASES_CENTRAL = {
  pl_PL: {
    dir: 'ltr',
    inviteSubject: (p) => `Zaproszenie na rozmowę: ${p.job}`,
    rejectSubject: (p) => `Twoja aplikacja: ${p.job}`,
    greeting: (p) => `Dzień dobry ${p.candidate},`,
    greetingNoName: 'Dzień dobry,',
    introDirect: (p) => `dziękujemy za aplikację na stanowisko ${p.job} w ${p.company}.`,
    introAgency: (p) =>
      `dziękujemy za zainteresowanie stanowiskiem ${p.job}, które ${p.company} obsadza dla ${p.client ?? 'jednego z naszych klientów'}.`,
    strengths: (p) => `Szczególnie zainteresowały nas Twoje ${p.strengths}.`,
    inviteNext: 'Chcielibyśmy zaprosić Cię na rozmowę. Daj nam znać, kiedy masz czas w najbliższych dniach.',
    rejectMain:
      'Po starannym rozważeniu zdecydowaliśmy, że tym razem nie będziemy kontynuować rekrutacji z Twoim udziałem.',
    rejectKeep:
      'Chętnie zachowamy Twój profil na potrzeby przyszłych ofert. Dziękujemy za zainteresowanie i życzymy powodzenia.',
    closing: 'Z pozdrowieniami',
    smsHello: (p) => `Dzień dobry ${p.candidate},`,
    smsHelloNoName: 'Dzień dobry,',
    smsInvite: (p) =>
      `${p.hello} tu ${p.company}: zapraszamy na rozmowę w sprawie stanowiska ${p.job}. Odpisz, proszę, z dogodnymi terminami.`,
    smsReject: (p) =>
      `${p.hello} dziękujemy za aplikację na ${p.job} w ${p.company}. Niestety tym razem nie kontynuujemy. Powodzenia!`,
  },
  cs_CZ: {
    dir: 'ltr',
    inviteSubject: (p) => `Pozvánka na pohovor: ${p.job}`,
    rejectSubject: (p) => `Vaše žádost: ${p.job}`,
    greeting: (p) => `Dobrý den, ${p.candidate},`,
    greetingNoName: 'Dobrý den,',
    introDirect: (p) => `děkujeme za Vaši žádost o pozici ${p.job} ve společnosti ${p.company}.`,
    introAgency: (p) =>
      `děkujeme za Váš zájem o pozici ${p.job}, kterou ${p.company} obsazuje pro ${p.client ?? 'jednoho z našich klientů'}.`,
    strengths: (p) => `Obzvlášť nás zaujaly Vaše ${p.strengths}.`,
    inviteNext: 'Rádi bychom Vás pozvali na pohovor. Dejte nám prosím vědět, kdy máte v následujících dnech čas.',
    rejectMain: 'Po pečlivém zvážení jsme se rozhodli, že tentokrát v řízení s Vaší žádostí nebudeme pokračovat.',
    rejectKeep: 'Váš profil si rádi ponecháme pro budoucí nabídky. Děkujeme za Váš zájem a přejeme hodně úspěchů.',
    closing: 'S pozdravem',
    smsHello: (p) => `Dobrý den ${p.candidate},`,
    smsHelloNoName: 'Dobrý den,',
    smsInvite: (p) =>
      `${p.hello} zde ${p.company}: rádi Vás pozveme na pohovor na pozici ${p.job}. Odpovězte prosím s vhodnými termíny.`,
    smsReject: (p) =>
      `${p.hello} děkujeme za žádost o pozici ${p.job} v ${p.company}. Tentokrát bohužel nepokračujeme. Hodně štěstí!`,
  },
  sk_SK: {
    dir: 'ltr',
    inviteSubject: (p) => `Pozvánka na pohovor: ${p.job}`,
    rejectSubject: (p) => `Vaša žiadosť: ${p.job}`,
    greeting: (p) => `Dobrý deň, ${p.candidate},`,
    greetingNoName: 'Dobrý deň,',
    introDirect: (p) => `ďakujeme za Vašu žiadosť o pozíciu ${p.job} v spoločnosti ${p.company}.`,
    introAgency: (p) =>
      `ďakujeme za Váš záujem o pozíciu ${p.job}, ktorú ${p.company} obsadzuje pre ${p.client ?? 'jedného z našich klientov'}.`,
    strengths: (p) => `Osobitne nás zaujali Vaše ${p.strengths}.`,
    inviteNext: 'Radi by sme Vás pozvali na pohovor. Dajte nám, prosím, vedieť, kedy máte v najbližších dňoch čas.',
    rejectMain: 'Po starostlivom zvážení sme sa rozhodli, že tentoraz v konaní s Vašou žiadosťou nebudeme pokračovať.',
    rejectKeep: 'Váš profil si radi ponecháme pre budúce ponuky. Ďakujeme za Váš záujem a prajeme veľa úspechov.',
    closing: 'S pozdravom',
    smsHello: (p) => `Dobrý deň ${p.candidate},`,
    smsHelloNoName: 'Dobrý deň,',
    smsInvite: (p) =>
      `${p.hello} tu ${p.company}: radi Vás pozveme na pohovor na pozíciu ${p.job}. Odpíšte, prosím, vhodné termíny.`,
    smsReject: (p) =>
      `${p.hello} ďakujeme za žiadosť o pozíciu ${p.job} v ${p.company}. Tentoraz bohužiaľ nepokračujeme. Veľa šťastia!`,
  },
  hu_HU: {
    dir: 'ltr',
    inviteSubject: (p) => `Meghívás állásinterjúra: ${p.job}`,
    rejectSubject: (p) => `Jelentkezése: ${p.job}`,
    greeting: (p) => `Kedves ${p.candidate}!`,
    greetingNoName: 'Tisztelt Jelentkező!',
    introDirect: (p) => `Köszönjük jelentkezését a(z) ${p.company} ${p.job} pozíciójára.`,
    introAgency: (p) =>
      `Köszönjük érdeklődését a(z) ${p.job} pozíció iránt, amelyet a(z) ${p.company} ${p.client ? `a(z) ${p.client} megbízásából` : 'egyik ügyfele megbízásából'} tölt be.`,
    strengths: (p) => `Különösen meggyőzött bennünket az Ön ${p.strengths}.`,
    inviteNext: 'Szeretnénk meghívni egy személyes beszélgetésre. Kérjük, jelezze, mikor ér rá a következő napokban.',
    rejectMain:
      'Alapos mérlegelés után úgy döntöttünk, hogy ezúttal nem folytatjuk a kiválasztást az Ön jelentkezésével.',
    rejectKeep:
      'Profilját szívesen megőrizzük a jövőbeli lehetőségekhez. Köszönjük érdeklődését, és sok sikert kívánunk.',
    closing: 'Üdvözlettel:',
    smsHello: (p) => `Kedves ${p.candidate},`,
    smsHelloNoName: 'Üdvözöljük,',
    smsInvite: (p) =>
      `${p.hello} a(z) ${p.company} vagyunk: szeretnénk interjúra hívni a(z) ${p.job} pozícióra. Kérjük, válaszoljon az Önnek megfelelő időpontokkal.`,
    smsReject: (p) =>
      `${p.hello} köszönjük jelentkezését a(z) ${p.job} pozícióra. Sajnos ezúttal nem folytatjuk. Sok sikert! – ${p.company}`,
  },
  lt_LT: {
    dir: 'ltr',
    inviteSubject: (p) => `Kvietimas į pokalbį: ${p.job}`,
    rejectSubject: (p) => `Jūsų paraiška: ${p.job}`,
    greeting: (p) => `Gerb. ${p.candidate},`,
    greetingNoName: 'Laba diena,',
    introDirect: (p) => `dėkojame už Jūsų paraišką į ${p.job} pareigas įmonėje ${p.company}.`,
    introAgency: (p) =>
      `dėkojame už susidomėjimą ${p.job} pareigomis, į kurias ${p.company} ieško darbuotojo ${p.client ? `klientui ${p.client}` : 'vienam iš savo klientų'}.`,
    strengths: (p) => `Ypač mums patiko Jūsų ${p.strengths}.`,
    inviteNext: 'Norėtume pakviesti Jus į pokalbį. Praneškite, kada artimiausiomis dienomis Jums būtų patogu.',
    rejectMain: 'Atidžiai įvertinę nusprendėme šį kartą Jūsų kandidatūros toliau nesvarstyti.',
    rejectKeep: 'Mielai išsaugosime Jūsų profilį būsimoms pozicijoms. Dėkojame už susidomėjimą ir linkime sėkmės.',
    closing: 'Pagarbiai',
    smsHello: (p) => `Sveiki, ${p.candidate},`,
    smsHelloNoName: 'Sveiki,',
    smsInvite: (p) =>
      `${p.hello} čia ${p.company}: kviečiame Jus į pokalbį dėl ${p.job} pareigų. Atsakykite, kada Jums patogu.`,
    smsReject: (p) =>
      `${p.hello} dėkojame už paraišką į ${p.job} pareigas (${p.company}). Deja, šį kartą nepratęsime atrankos. Sėkmės!`,
  },
  lv_LV: {
    dir: 'ltr',
    inviteSubject: (p) => `Uzaicinājums uz darba interviju: ${p.job}`,
    rejectSubject: (p) => `Jūsu pieteikums: ${p.job}`,
    greeting: (p) => `Labdien, ${p.candidate}!`,
    greetingNoName: 'Labdien!',
    introDirect: (p) => `Paldies par Jūsu pieteikumu ${p.job} amatam uzņēmumā ${p.company}.`,
    introAgency: (p) =>
      `Paldies par interesi par ${p.job} amatu, kuram ${p.company} meklē darbinieku ${p.client ? `klientam ${p.client}` : 'vienam no saviem klientiem'}.`,
    strengths: (p) => `Īpaši mūs uzrunāja Jūsu ${p.strengths}.`,
    inviteNext: 'Vēlamies Jūs aicināt uz darba interviju. Lūdzu, dariet zināmu, kad tuvākajās dienās Jums būtu ērti.',
    rejectMain: 'Pēc rūpīgas izvērtēšanas esam nolēmuši šoreiz neturpināt atlasi ar Jūsu pieteikumu.',
    rejectKeep: 'Labprāt saglabāsim Jūsu profilu nākamajām vakancēm. Paldies par interesi, un vēlam veiksmi!',
    closing: 'Ar cieņu',
    smsHello: (p) => `Labdien, ${p.candidate}!`,
    smsHelloNoName: 'Labdien!',
    smsInvite: (p) =>
      `${p.hello} ${p.company} aicina Jūs uz interviju par ${p.job} amatu. Lūdzu, atbildiet ar Jums ērtiem laikiem.`,
    smsReject: (p) =>
      `${p.hello} Paldies par pieteikumu ${p.job} amatam (${p.company}). Diemžēl šoreiz neturpināsim. Veiksmi!`,
  },
  et_ET: {
    dir: 'ltr',
    inviteSubject: (p) => `Kutse tööintervjuule: ${p.job}`,
    rejectSubject: (p) => `Teie kandideerimine: ${p.job}`,
    greeting: (p) => `Tere, ${p.candidate}!`,
    greetingNoName: 'Tere!',
    introDirect: (p) => `Täname, et kandideerisite ettevõttes ${p.company} ametikohale ${p.job}.`,
    introAgency: (p) =>
      `Täname huvi eest ametikoha ${p.job} vastu, millele ${p.company} otsib töötajat ${p.client ? `kliendile ${p.client}` : 'ühele oma kliendile'}.`,
    strengths: (p) => `Eriti avaldasid meile muljet Teie ${p.strengths}.`,
    inviteNext: 'Soovime Teid kutsuda tööintervjuule. Palun andke teada, millal Teil lähipäevil aega on.',
    rejectMain: 'Pärast hoolikat kaalumist otsustasime seekord Teie kandidatuuriga mitte edasi minna.',
    rejectKeep: 'Säilitame hea meelega Teie profiili tulevaste pakkumiste jaoks. Täname huvi eest ja soovime edu!',
    closing: 'Lugupidamisega',
    smsHello: (p) => `Tere, ${p.candidate}!`,
    smsHelloNoName: 'Tere!',
    smsInvite: (p) =>
      `${p.hello} ${p.company} kutsub Teid intervjuule ametikohale ${p.job}. Palun vastake endale sobivate aegadega.`,
    smsReject: (p) =>
      `${p.hello} Täname kandideerimast ametikohale ${p.job} (${p.company}). Kahjuks seekord edasi ei lähe. Edu!`,
  },
} satisfies Record<string, Phrases>
