import type { Phrases } from './phrase-types'

/** English, German, French, Spanish, Italian, Portuguese, Dutch, Swedish. */
export const PHRASES_WEST = {
  en_US: {
    dir: 'ltr',
    inviteSubject: (p) => `Invitation to an interview: ${p.job}`,
    rejectSubject: (p) => `Your application: ${p.job}`,
    greeting: (p) => `Dear ${p.candidate},`,
    greetingNoName: 'Hello,',
    introDirect: (p) => `Thank you for your application for the position of ${p.job} at ${p.company}.`,
    introAgency: (p) =>
      `Thank you for your interest in the position of ${p.job}, which we at ${p.company} are filling for ${p.client ?? 'one of our clients'}.`,
    strengths: (p) => `Your background in ${p.strengths} particularly impressed us.`,
    inviteNext:
      'We would like to invite you to an interview. Please let us know when you are available in the coming days.',
    rejectMain: 'After careful consideration, we have decided not to proceed with your application this time.',
    rejectKeep:
      'We would be glad to keep your profile for future openings. Thank you for your interest and all the best.',
    closing: 'Kind regards,',
    smsHello: (p) => `Hi ${p.candidate},`,
    smsHelloNoName: 'Hi,',
    smsInvite: (p) =>
      `${p.hello} ${p.company} here: we would like to invite you to an interview for ${p.job}. Please reply with times that suit you.`,
    smsReject: (p) =>
      `${p.hello} thank you for applying for ${p.job} with ${p.company}. Unfortunately we will not proceed this time. All the best!`,
    personal: {
      greeting: (p) => `Hi ${p.firstName},`,
      greetingNoName: 'Hi,',
      closing: 'Best wishes,',
      smsHello: (p) => `Hi ${p.firstName},`,
      smsHelloNoName: 'Hi,',
      smsInvite: (p) =>
        `${p.hello} ${p.company} here: we'd love to invite you to an interview for ${p.job}. Reply with times that suit you!`,
      smsReject: (p) =>
        `${p.hello} thanks for applying for ${p.job} with ${p.company}. We won't go further this time. All the best!`,
    },
  },
  de_DE: {
    dir: 'ltr',
    inviteSubject: (p) => `Einladung zum Vorstellungsgespräch: ${p.job}`,
    rejectSubject: (p) => `Ihre Bewerbung: ${p.job}`,
    greeting: (p) => `Guten Tag ${p.candidate},`,
    greetingNoName: 'Guten Tag,',
    introDirect: (p) => `vielen Dank für Ihre Bewerbung als ${p.job} bei ${p.company}.`,
    introAgency: (p) =>
      `vielen Dank für Ihr Interesse an der Position ${p.job}, die wir von ${p.company} für ${p.client ?? 'einen unserer Kunden'} besetzen.`,
    strengths: (p) => `Besonders überzeugt hat uns Ihr Profil mit ${p.strengths}.`,
    inviteNext:
      'Wir laden Sie gerne zu einem Vorstellungsgespräch ein. Bitte teilen Sie uns mit, wann Sie in den nächsten Tagen Zeit haben.',
    rejectMain:
      'Nach sorgfältiger Prüfung haben wir uns entschieden, Ihre Bewerbung diesmal nicht weiter zu berücksichtigen.',
    rejectKeep:
      'Gerne behalten wir Ihr Profil für künftige Stellen. Vielen Dank für Ihr Interesse und alles Gute für Ihren weiteren Weg.',
    closing: 'Mit freundlichen Grüßen',
    smsHello: (p) => `Hallo ${p.candidate},`,
    smsHelloNoName: 'Hallo,',
    smsInvite: (p) =>
      `${p.hello} hier ist ${p.company}: Wir laden Sie gerne zum Gespräch für ${p.job} ein. Bitte antworten Sie mit passenden Terminen.`,
    smsReject: (p) =>
      `${p.hello} danke für Ihre Bewerbung als ${p.job} bei ${p.company}. Leider können wir diesmal nicht weitermachen. Alles Gute!`,
    personal: {
      rejectSubject: (p) => `Deine Bewerbung: ${p.job}`,
      greeting: (p) => `Hallo ${p.firstName},`,
      greetingNoName: 'Hallo,',
      introDirect: (p) => `vielen Dank für deine Bewerbung als ${p.job} bei ${p.company}.`,
      introAgency: (p) =>
        `vielen Dank für dein Interesse an der Position ${p.job}, die wir von ${p.company} für ${p.client ?? 'einen unserer Kunden'} besetzen.`,
      strengths: (p) => `Besonders überzeugt hat uns dein Profil mit ${p.strengths}.`,
      inviteNext:
        'Wir laden dich gerne zu einem Kennenlernen ein. Sag uns einfach, wann du in den nächsten Tagen Zeit hast.',
      rejectMain:
        'Nach sorgfältiger Prüfung haben wir uns entschieden, deine Bewerbung diesmal nicht weiterzuverfolgen.',
      rejectKeep:
        'Gerne behalten wir dein Profil für künftige Stellen. Danke für dein Interesse und alles Gute für deinen weiteren Weg.',
      closing: 'Viele Grüße',
      smsHello: (p) => `Hallo ${p.firstName},`,
      smsHelloNoName: 'Hallo,',
      smsInvite: (p) =>
        `${p.hello} hier ist ${p.company}: Wir laden dich gerne zum Gespräch für ${p.job} ein. Antworte einfach mit passenden Terminen.`,
      smsReject: (p) =>
        `${p.hello} danke für deine Bewerbung als ${p.job} bei ${p.company}. Leider geht es diesmal nicht weiter. Alles Gute!`,
    },
  },
  fr_FR: {
    dir: 'ltr',
    inviteSubject: (p) => `Invitation à un entretien : ${p.job}`,
    rejectSubject: (p) => `Votre candidature : ${p.job}`,
    greeting: (p) => `Bonjour ${p.candidate},`,
    greetingNoName: 'Bonjour,',
    introDirect: (p) => `Nous vous remercions de votre candidature au poste de ${p.job} chez ${p.company}.`,
    introAgency: (p) =>
      `Nous vous remercions de votre intérêt pour le poste de ${p.job} que ${p.company} pourvoit pour ${p.client ?? "l'un de ses clients"}.`,
    strengths: (p) => `Nous avons été particulièrement impressionnés par vos ${p.strengths}.`,
    inviteNext:
      'Nous souhaitons vous inviter à un entretien. Merci de nous indiquer vos disponibilités pour les prochains jours.',
    rejectMain: 'Après un examen attentif, nous avons décidé de ne pas donner suite à votre candidature cette fois-ci.',
    rejectKeep:
      'Nous conserverons volontiers votre profil pour de futures opportunités. Merci de votre intérêt et bonne continuation.',
    closing: 'Cordialement,',
    smsHello: (p) => `Bonjour ${p.candidate},`,
    smsHelloNoName: 'Bonjour,',
    smsInvite: (p) =>
      `${p.hello} ici ${p.company} : nous souhaitons vous inviter à un entretien pour ${p.job}. Merci de répondre avec vos disponibilités.`,
    smsReject: (p) =>
      `${p.hello} merci pour votre candidature ${p.job} chez ${p.company}. Nous ne pouvons malheureusement pas donner suite. Bonne continuation !`,
  },
  es_ES: {
    dir: 'ltr',
    inviteSubject: (p) => `Invitación a una entrevista: ${p.job}`,
    rejectSubject: (p) => `Su candidatura: ${p.job}`,
    greeting: (p) => `Estimado/a ${p.candidate}:`,
    greetingNoName: 'Estimado/a candidato/a:',
    introDirect: (p) => `Gracias por su candidatura al puesto de ${p.job} en ${p.company}.`,
    introAgency: (p) =>
      `Gracias por su interés en el puesto de ${p.job}, que en ${p.company} cubrimos para ${p.client ?? 'uno de nuestros clientes'}.`,
    strengths: (p) => `Nos ha impresionado especialmente su ${p.strengths}.`,
    inviteNext:
      'Nos gustaría invitarle a una entrevista. Por favor, indíquenos su disponibilidad para los próximos días.',
    rejectMain: 'Tras una cuidadosa valoración, hemos decidido no continuar con su candidatura en esta ocasión.',
    rejectKeep:
      'Con gusto conservaremos su perfil para futuras vacantes. Gracias por su interés y le deseamos mucho éxito.',
    closing: 'Atentamente,',
    smsHello: (p) => `Hola ${p.candidate},`,
    smsHelloNoName: 'Hola,',
    smsInvite: (p) =>
      `${p.hello} le escribe ${p.company}: nos gustaría invitarle a una entrevista para ${p.job}. Responda con los horarios que le vengan bien.`,
    smsReject: (p) =>
      `${p.hello} gracias por su candidatura para ${p.job} en ${p.company}. Lamentablemente no continuaremos esta vez. ¡Mucho éxito!`,
  },
  it_IT: {
    dir: 'ltr',
    inviteSubject: (p) => `Invito a un colloquio: ${p.job}`,
    rejectSubject: (p) => `La sua candidatura: ${p.job}`,
    greeting: (p) => `Gentile ${p.candidate},`,
    greetingNoName: 'Buongiorno,',
    introDirect: (p) => `La ringraziamo per la sua candidatura per la posizione di ${p.job} presso ${p.company}.`,
    introAgency: (p) =>
      `La ringraziamo per l'interesse verso la posizione di ${p.job}, che ${p.company} sta selezionando per ${p.client ?? 'uno dei suoi clienti'}.`,
    strengths: (p) => `Ci hanno colpito in particolare le sue ${p.strengths}.`,
    inviteNext:
      'Vorremmo invitarla a un colloquio. La preghiamo di indicarci la sua disponibilità per i prossimi giorni.',
    rejectMain:
      'Dopo un’attenta valutazione, abbiamo deciso di non proseguire con la sua candidatura in questa occasione.',
    rejectKeep:
      'Saremo lieti di conservare il suo profilo per future opportunità. Grazie per l’interesse e i migliori auguri.',
    closing: 'Cordiali saluti,',
    smsHello: (p) => `Salve ${p.candidate},`,
    smsHelloNoName: 'Salve,',
    smsInvite: (p) =>
      `${p.hello} siamo ${p.company}: vorremmo invitarla a un colloquio per ${p.job}. Risponda indicando gli orari a lei comodi.`,
    smsReject: (p) =>
      `${p.hello} grazie per la candidatura a ${p.job} presso ${p.company}. Purtroppo questa volta non proseguiremo. In bocca al lupo!`,
  },
  pt_PT: {
    dir: 'ltr',
    inviteSubject: (p) => `Convite para entrevista: ${p.job}`,
    rejectSubject: (p) => `A sua candidatura: ${p.job}`,
    greeting: (p) => `Caro/a ${p.candidate},`,
    greetingNoName: 'Caro/a candidato/a,',
    introDirect: (p) => `Obrigado pela sua candidatura à posição de ${p.job} na ${p.company}.`,
    introAgency: (p) =>
      `Obrigado pelo seu interesse na posição de ${p.job}, que a ${p.company} está a recrutar para ${p.client ?? 'um dos seus clientes'}.`,
    strengths: (p) => `Ficámos particularmente impressionados com a sua ${p.strengths}.`,
    inviteNext:
      'Gostaríamos de o/a convidar para uma entrevista. Indique-nos, por favor, a sua disponibilidade para os próximos dias.',
    rejectMain: 'Após uma análise cuidadosa, decidimos não avançar com a sua candidatura desta vez.',
    rejectKeep:
      'Teremos todo o gosto em manter o seu perfil para futuras oportunidades. Obrigado pelo seu interesse e votos de sucesso.',
    closing: 'Com os melhores cumprimentos,',
    smsHello: (p) => `Olá ${p.candidate},`,
    smsHelloNoName: 'Olá,',
    smsInvite: (p) =>
      `${p.hello} fala a ${p.company}: gostaríamos de o/a convidar para uma entrevista para ${p.job}. Responda com os horários que lhe convêm.`,
    smsReject: (p) =>
      `${p.hello} obrigado pela candidatura a ${p.job} na ${p.company}. Infelizmente não avançaremos desta vez. Votos de sucesso!`,
  },
  nl_NL: {
    dir: 'ltr',
    inviteSubject: (p) => `Uitnodiging voor een gesprek: ${p.job}`,
    rejectSubject: (p) => `Uw sollicitatie: ${p.job}`,
    greeting: (p) => `Beste ${p.candidate},`,
    greetingNoName: 'Beste kandidaat,',
    introDirect: (p) => `Hartelijk dank voor uw sollicitatie naar de functie ${p.job} bij ${p.company}.`,
    introAgency: (p) =>
      `Hartelijk dank voor uw interesse in de functie ${p.job}, die wij bij ${p.company} invullen voor ${p.client ?? 'een van onze klanten'}.`,
    strengths: (p) => `Vooral uw ${p.strengths} maakten indruk op ons.`,
    inviteNext:
      'Wij nodigen u graag uit voor een gesprek. Laat u ons weten wanneer u de komende dagen beschikbaar bent?',
    rejectMain:
      'Na zorgvuldige overweging hebben wij besloten uw sollicitatie deze keer niet verder in behandeling te nemen.',
    rejectKeep:
      'Graag bewaren wij uw profiel voor toekomstige vacatures. Dank voor uw interesse en veel succes gewenst.',
    closing: 'Met vriendelijke groet,',
    smsHello: (p) => `Hallo ${p.candidate},`,
    smsHelloNoName: 'Hallo,',
    smsInvite: (p) =>
      `${p.hello} hier ${p.company}: we nodigen u graag uit voor een gesprek voor ${p.job}. Antwoord met tijden die u schikken.`,
    smsReject: (p) =>
      `${p.hello} bedankt voor uw sollicitatie als ${p.job} bij ${p.company}. Helaas gaan we deze keer niet verder. Veel succes!`,
  },
  sv_SE: {
    dir: 'ltr',
    inviteSubject: (p) => `Inbjudan till intervju: ${p.job}`,
    rejectSubject: (p) => `Din ansökan: ${p.job}`,
    greeting: (p) => `Hej ${p.candidate},`,
    greetingNoName: 'Hej,',
    introDirect: (p) => `Tack för din ansökan till tjänsten som ${p.job} hos ${p.company}.`,
    introAgency: (p) =>
      `Tack för ditt intresse för tjänsten som ${p.job}, som vi på ${p.company} rekryterar till för ${p.client ?? 'en av våra kunder'}.`,
    strengths: (p) => `Vi blev särskilt imponerade av din ${p.strengths}.`,
    inviteNext: 'Vi vill gärna bjuda in dig till en intervju. Låt oss veta när du har tid de närmaste dagarna.',
    rejectMain: 'Efter noggrant övervägande har vi beslutat att inte gå vidare med din ansökan den här gången.',
    rejectKeep: 'Vi sparar gärna din profil inför framtida tjänster. Tack för ditt intresse och lycka till.',
    closing: 'Vänliga hälsningar,',
    smsHello: (p) => `Hej ${p.candidate},`,
    smsHelloNoName: 'Hej,',
    smsInvite: (p) =>
      `${p.hello} det är ${p.company}: vi vill bjuda in dig till en intervju för ${p.job}. Svara med tider som passar dig.`,
    smsReject: (p) =>
      `${p.hello} tack för din ansökan till ${p.job} hos ${p.company}. Tyvärr går vi inte vidare den här gången. Lycka till!`,
  },
} satisfies Record<string, Phrases>
