/** Synthetic CVs and letters written for these tests (fictional people, fictional numbers). */

export const CV_EN = `JANE MARIE DOE
Senior Software Engineer
Bristol, UK | jane.doe@example.com | +44 7700 900123 | linkedin.com/in/jane-doe-example

PROFILE
Senior software engineer with 8 years of experience building payment platforms in Python and Go.

WORK EXPERIENCE
Senior Software Engineer | Example Payments Ltd | Bristol, UK
Jan 2020 – Present
• Reduced checkout latency by 35% by redesigning the caching layer
• Led a team of 5 engineers
Software Engineer | Sample Tech Inc. | London, UK
03/2016 - 12/2019
• Built REST APIs in Python and Django

EDUCATION
MSc in Computer Science, University of Bristol, 2015
BSc in Mathematics, University of Leeds, 2013

SKILLS
Python, Go, PostgreSQL, Docker, Kubernetes, Communication, Teamwork

LANGUAGES
English - native
German - B2
`

export const CV_DE = `Max Mustermann
Musterstraße 1, 10115 Berlin
max.mustermann@beispiel.de | Tel. 030 12345678

Berufserfahrung
Softwareentwickler bei Beispiel GmbH
seit 03/2019
• Entwicklung von Microservices mit Java und Spring
Werkstudent, Muster AG
10/2016 – 02/2019

Ausbildung
Master of Science Informatik, Technische Universität Berlin, 2019
Abitur, Gymnasium Musterstadt, 2013

Kenntnisse
Java, Spring, SQL, Git

Sprachen
Deutsch – Muttersprache
Englisch – fließend
Französisch – Grundkenntnisse
`

export const CV_FR = `Claire Dupont
claire.dupont@exemple.fr – 06 12 34 56 78 – Lyon

Expérience professionnelle
Cheffe de projet – Exemple SA
depuis janvier 2021
Chargée de communication, Agence Modèle
septembre 2017 - décembre 2020

Formation
Master Communication, Université Lumière Lyon 2, 2017
Licence Information et communication, 2015

Compétences
Gestion de projet, Communication, Excel

Langues
Français : langue maternelle
Anglais : courant
Espagnol : notions
`

export const CV_ES = `Lucía García Pérez
lucia.garcia@ejemplo.es · 612 345 678 · Madrid

Experiencia laboral
Analista de datos en Ejemplo S.L.
marzo 2019 - actualidad
Becaria en Muestra S.A.
enero 2018 – febrero 2019

Formación
Grado en Estadística, Universidad Complutense de Madrid, 2018
Bachillerato, IES Cervantes, 2014

Habilidades
Python, SQL, Power BI

Idiomas
Español: nativo
Inglés: C1
`

export const CV_IT = `Giulia Bianchi
giulia.bianchi@esempio.it | +39 347 1234567 | Milano

Esperienza professionale
Sviluppatrice web presso Esempio S.r.l.
gennaio 2020 - oggi
Stagista, Modello S.p.A.
giugno 2019 – dicembre 2019

Istruzione
Laurea magistrale in Informatica, Politecnico di Milano, 2019
Diploma di maturità scientifica, Liceo Scientifico Galilei, 2014

Competenze
JavaScript, React, CSS

Lingue
Italiano: madrelingua
Inglese: B2
`

export const CV_NL = `Sanne de Vries
sanne.devries@voorbeeld.nl | 06 12345678 | Utrecht

Werkervaring
Projectleider bij Voorbeeld B.V.
sinds 2018
Adviseur, Model N.V.
2014 – 2018

Opleiding
Master Bedrijfskunde, Universiteit Utrecht, 2014
VWO, Stedelijk Gymnasium, 2008

Vaardigheden
Projectmanagement, Excel, Scrum

Talen
Nederlands: moedertaal
Engels: vloeiend
`

export const CV_PL = `Anna Kowalska
anna.kowalska@przyklad.pl | +48 600 123 456 | Warszawa

Doświadczenie zawodowe
Programistka, Przykład Sp. z o.o.
od 2019
Stażystka, Wzór S.A.
lipiec 2018 – wrzesień 2018

Wykształcenie
Magister inżynier informatyki, Politechnika Warszawska, 2019

Umiejętności
Java, Kotlin, SQL

Języki
Polski – język ojczysty
Angielski – B2
`

export const CV_PT = `João Silva
joao.silva@exemplo.pt | +351 912 345 678 | Lisboa

Experiência profissional
Engenheiro de software na Exemplo Lda
2017 - atual
Estagiário, Modelo SA
2016 – 2017

Formação académica
Mestrado em Engenharia Informática, Universidade de Lisboa, 2017

Competências
Java, Python, Docker

Idiomas
Português: nativo
Inglês: fluente
`

export const COVER_LETTER_EN = `Jane Doe
jane.doe@example.com

12 March 2024

Hiring Team
Example Corp

Re: Application for the Data Analyst position

Dear Hiring Manager,

I am writing to apply for the Data Analyst position advertised on your website. In my current role I analyse sales data every day and I would love to bring this experience to your team.

I am confident that my skills match your needs and I look forward to hearing from you.

Sincerely,
Jane Doe
`

export const COVER_LETTER_DE = `Max Mustermann
Musterstraße 1, 10115 Berlin

Bewerbung als Softwareentwickler

Sehr geehrte Damen und Herren,

mit großem Interesse habe ich Ihre Stellenanzeige gelesen. Ich arbeite seit vier Jahren als Entwickler und möchte meine Erfahrung in Ihr Team einbringen.

Über eine Einladung zu einem persönlichen Gespräch freue ich mich.

Mit freundlichen Grüßen
Max Mustermann
`

export const COVER_LETTER_FR = `Claire Dupont
Lyon, le 3 mars 2024

Objet : candidature au poste de chargée de communication

Madame, Monsieur,

Actuellement chargée de communication, je souhaite rejoindre votre agence. Mon expérience en relations presse correspond à vos besoins.

Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.

Claire Dupont
`

export const JOB_AD = `Job Description: Backend Engineer
About Us
We are a small team building tools for farmers.
Responsibilities
• Build and run APIs
Requirements
• 3+ years of experience with Go
What we offer
• Remote work
`
