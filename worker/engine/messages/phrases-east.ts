import type { Phrases } from './phrase-types'

/** Arabic (Modern Standard, right to left), Ukrainian, Turkish. */
export const PHRASES_EAST = {
  ar_MSA: {
    dir: 'rtl',
    inviteSubject: (p) => `دعوة إلى مقابلة: ${p.job}`,
    rejectSubject: (p) => `طلبك للتوظيف: ${p.job}`,
    greeting: (p) => `عزيزي/عزيزتي ${p.candidate}،`,
    greetingNoName: 'تحية طيبة،',
    introDirect: (p) => `نشكرك على تقديم طلبك لوظيفة ${p.job} لدى ${p.company}.`,
    introAgency: (p) =>
      `نشكرك على اهتمامك بوظيفة ${p.job} التي تعمل ${p.company} على شغلها لصالح ${p.client ?? 'أحد عملائنا'}.`,
    strengths: (p) => `لقد أعجبتنا بشكل خاص ${p.strengths} لديك.`,
    inviteNext: 'يسعدنا دعوتك إلى مقابلة. يرجى إعلامنا بالأوقات المناسبة لك خلال الأيام القادمة.',
    rejectMain: 'بعد دراسة متأنية، قررنا عدم المضي قدمًا في طلبك هذه المرة.',
    rejectKeep: 'يسعدنا الاحتفاظ بملفك للفرص المستقبلية. شكرًا لاهتمامك ونتمنى لك كل التوفيق.',
    closing: 'مع أطيب التحيات،',
    smsHello: (p) => `مرحبًا ${p.candidate}،`,
    smsHelloNoName: 'مرحبًا،',
    smsInvite: (p) =>
      `${p.hello} معك ${p.company}: يسعدنا دعوتك إلى مقابلة لوظيفة ${p.job}. يرجى الرد بالأوقات المناسبة لك.`,
    smsReject: (p) =>
      `${p.hello} شكرًا لتقديمك على وظيفة ${p.job} لدى ${p.company}. للأسف لن نمضي قدمًا هذه المرة. بالتوفيق!`,
  },
  uk_UA: {
    dir: 'ltr',
    inviteSubject: (p) => `Запрошення на співбесіду: ${p.job}`,
    rejectSubject: (p) => `Ваша заявка: ${p.job}`,
    greeting: (p) => `Шановний/Шановна ${p.candidate},`,
    greetingNoName: 'Добрий день,',
    introDirect: (p) => `дякуємо за Вашу заявку на посаду ${p.job} у ${p.company}.`,
    introAgency: (p) =>
      `дякуємо за інтерес до посади ${p.job}, яку ${p.company} закриває для ${p.client ?? 'одного з наших клієнтів'}.`,
    strengths: (p) => `Особливо нас вразили Ваші ${p.strengths}.`,
    inviteNext: 'Ми хотіли б запросити Вас на співбесіду. Будь ласка, повідомте, коли Вам зручно найближчими днями.',
    rejectMain: 'Після ретельного розгляду ми вирішили цього разу не продовжувати розгляд Вашої кандидатури.',
    rejectKeep: 'Ми охоче збережемо Ваш профіль для майбутніх вакансій. Дякуємо за інтерес і бажаємо успіхів.',
    closing: 'З повагою,',
    smsHello: (p) => `Вітаємо, ${p.candidate}!`,
    smsHelloNoName: 'Вітаємо!',
    smsInvite: (p) =>
      `${p.hello} Це ${p.company}: запрошуємо Вас на співбесіду на посаду ${p.job}. Відповідайте, будь ласка, зручним часом.`,
    smsReject: (p) =>
      `${p.hello} Дякуємо за заявку на посаду ${p.job} у ${p.company}. На жаль, цього разу ми не продовжимо. Успіхів!`,
  },
  tr_TR: {
    dir: 'ltr',
    inviteSubject: (p) => `Mülakat daveti: ${p.job}`,
    rejectSubject: (p) => `Başvurunuz: ${p.job}`,
    greeting: (p) => `Sayın ${p.candidate},`,
    greetingNoName: 'Sayın Aday,',
    introDirect: (p) => `${p.company} bünyesindeki ${p.job} pozisyonuna yaptığınız başvuru için teşekkür ederiz.`,
    introAgency: (p) =>
      `${p.company} olarak ${p.client ?? 'müşterilerimizden biri'} için yürüttüğümüz ${p.job} pozisyonuna gösterdiğiniz ilgi için teşekkür ederiz.`,
    strengths: (p) => `Özellikle ${p.strengths} alanındaki birikiminiz dikkatimizi çekti.`,
    inviteNext:
      'Sizi bir mülakata davet etmek isteriz. Lütfen önümüzdeki günlerde uygun olduğunuz zamanları bize bildirin.',
    rejectMain: 'Dikkatli bir değerlendirmenin ardından bu kez başvurunuzla ilerlememe kararı aldık.',
    rejectKeep:
      'Profilinizi gelecekteki pozisyonlar için memnuniyetle saklayacağız. İlginiz için teşekkür eder, başarılar dileriz.',
    closing: 'Saygılarımızla,',
    smsHello: (p) => `Merhaba ${p.candidate},`,
    smsHelloNoName: 'Merhaba,',
    smsInvite: (p) =>
      `${p.hello} ${p.company} olarak sizi ${p.job} pozisyonu için mülakata davet ediyoruz. Lütfen uygun zamanlarınızı yanıtlayın.`,
    smsReject: (p) =>
      `${p.hello} ${p.company} ${p.job} başvurunuz için teşekkürler. Maalesef bu kez ilerlemiyoruz. Başarılar!`,
  },
} satisfies Record<string, Phrases>
