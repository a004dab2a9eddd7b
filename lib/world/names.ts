import type { Rng } from "./random";

/** Name pools by naming region, written as space-separated words. */
const POOLS = {
  en: {
    first:
      "James Michael Chris Tyler Marcus Jordan Kevin Brandon Derrick Andre Jamal Ryan Justin Anthony Darius Trevor Malik Cameron Isaiah Jalen Devin Terrell Kyle Aaron Dwayne Nathan Corey Lamar Quentin Elijah Robert John David William Richard Joseph Charles Daniel Matthew Mark Donald Steven Paul Andrew Joshua Kenneth Brian George Timothy Ronald Edward Jason Jeffrey Jacob Gary Nicholas Eric Jonathan Stephen Larry Justin Scott Benjamin Samuel Gregory Alexander Patrick Frank Raymond Jack Dennis Jerry Tyrone Terrence Reggie Cedric Maurice Rashad Khalil Tremaine DeAndre Darnell Jarrett Zion Trey Austin Dylan Logan Chase Grant Wesley Damian Bradley Spencer Mason Caleb Landon Hunter Gavin Colin Shane Blake Keith Shawn Vince Jerome",
    last: "Johnson Williams Brown Jones Miller Davis Wilson Moore Taylor Thomas Jackson White Harris Martin Thompson Robinson Walker Young Allen King Wright Scott Green Baker Adams Nelson Carter Mitchell Turner Parker Collins Edwards Stewart Morris Reed Cook Bell Murphy Bailey Cooper Smith Anderson Clark Lewis Hall Hill Campbell Roberts Phillips Evans Rogers Morgan Peterson Howard Ward Cox Richardson Wood Watson Brooks Bennett Gray James Hughes Price Sanders Myers Long Ross Foster Powell Jenkins Perry Russell Sullivan Butler Barnes Fisher Henderson Coleman Simmons Patterson Jordan Reynolds Hamilton Graham Wallace Woods Cole West Owens Marshall Ellis Stevens Tucker Porter Hunter Hicks Crawford Boyd Mason Warren Dixon Burns Gordon Shaw Holmes Rice Hunt Black Daniels Palmer Mills Grant Knight Ferguson Stone Hawkins Dunn Perkins Hudson Spencer Stephens Pierce Lawrence Berry Matthews Arnold Wagner Willis Watkins Olson Carroll Duncan Snyder Hart Cunningham Bradley Lane Andrews Ruiz Harper Fox Riley Armstrong Carpenter Weaver Greene Lawson Elliott Chavez Sims Austin Peters Kelley Franklin Lawson Fields Ryan Schmidt Carr Castillo Wheeler Chapman Oliver Montgomery Richards Williamson Johnston Banks Meyer Bishop McCoy Howell Morrison Hansen Harrison Gibson McDonald Walsh Ramsey Battle Bryant Freeman Washington Pittman",
  },
  es: {
    first:
      "Alejandro Pablo Javier Sergio Carlos Diego Marc Alberto Daniel Rafael Jorge Lucas Mateo Santiago Nicolás Facundo Gonzalo Andrés Rodrigo Adrián Iván Álvaro Emilio Tomás Joaquín Manuel Luis Ignacio Hugo Felipe Antonio Francisco José Miguel Ángel Fernando Raúl Enrique Víctor Ramón Jaime Óscar Rubén Marcos Guillermo Ricardo Eduardo Roberto Julián Martín Agustín Bruno Leandro Ezequiel Sebastián Esteban Cristian Mariano Patricio Germán Hernán",
    last: "García Fernández González Rodríguez López Martínez Sánchez Pérez Gómez Martín Jiménez Ruiz Hernández Díaz Moreno Álvarez Romero Alonso Navarro Torres Domínguez Vázquez Ramos Gil Serrano Blanco Molina Castro Ortega Delgado Suárez Rubio Medina Herrera Vargas Castillo Cortés Garrido Guerrero Lozano Cano Prieto Méndez Calvo Gallego Vidal León Márquez Peña Cabrera Flores Campos Vega Fuentes Carrasco Diez Caballero Reyes Nieto Aguilar Pascual Santana Herrero Montero Lorenzo Hidalgo Giménez Ibáñez Ferrer Durán Santiago Benítez Mora Vicente Arias Soler Crespo Román Pastor Velasco Sáez Rojas Parra Bravo Gallardo",
  },
  it: {
    first:
      "Marco Luca Andrea Matteo Alessandro Davide Simone Federico Stefano Giacomo Lorenzo Riccardo Nicolò Gabriele Paolo Daniele Francesco Tommaso Filippo Michele Emanuele Achille Gianluca Pietro Giovanni Roberto Fabio Massimo Antonio Giuseppe Claudio Enrico Alberto Mattia Leonardo Edoardo Cristian Emanuele Samuele Valerio Vittorio Jacopo Diego Niccolò Raffaele Salvatore Vincenzo Carlo Angelo Ettore Sergio Mirko Dario Fabrizio",
    last: "Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti De_Luca Mancini Costa Giordano Rizzo Lombardi Moretti Barbieri Fontana Santoro Mariani Rinaldi Caruso Ferrara Galli Martini Leone Ferri Fabbri Bianco Marini Grasso Valentini Messina Sala De_Angelis Gatti Pellegrini Palumbo Sanna Farina Rizzi Monti Cattaneo Morelli Amato Silvestri Mazza Testa Grassi Pellegrino Carbone Giuliani Benedetti Barone Rossetti Caputo Montanari Guerra Palmieri Bernardi Martinelli Fiore De_Rosa Ferretti Bellini Basile Riva Donati Piras Vitale Battaglia Sartori Neri Costantini Milani",
  },
  fr: {
    first:
      "Nicolas Thomas Julien Maxime Antoine Alexandre Hugo Louis Mathieu Romain Kevin Théo Lucas Bastien Guillaume Florent Adrien Rudy Evan Nando Killian Sékou Joffrey Yannick",
    last: "Martin Bernard Dubois Durand Lefebvre Moreau Laurent Simon Michel Leroy Roux David Bertrand Morel Fournier Girard Bonnet Dupont Lambert Fontaine Rousseau Vincent Muller Faure Mercier Blanc Guerin Boyer Chevalier Gauthier",
  },
  de: {
    first:
      "Lukas Jonas Leon Finn Felix Maximilian Niklas Tim Jan Paul Moritz Dennis Johannes Tobias Daniel Sebastian Florian Dirk Andreas Stefan Jannik Kai Robin Bastian",
    last: "Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch Bauer Richter Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Schmitt Werner Krause Meier Lehmann",
  },
  pt: {
    first:
      "João Pedro Gabriel Lucas Rafael Bruno Thiago Gustavo Felipe Matheus Leandro Marcelo Anderson Vitor Diogo Tiago Rui Nuno André Ricardo Caio Henrique Renan Wesley",
    last: "Silva Santos Oliveira Souza Pereira Costa Rodrigues Almeida Nascimento Lima Araújo Fernandes Carvalho Gomes Martins Rocha Ribeiro Alves Monteiro Mendes Barros Freitas Barbosa Pinto Moura Cavalcanti Dias Castro Campos Cardoso",
  },
  balkan: {
    first:
      "Nikola Marko Stefan Luka Miloš Aleksandar Dragan Bogdan Vladimir Nemanja Filip Dušan Ivan Goran Dario Mario Ante Zoran Vanja Boban Dejan Uroš Ognjen Mateo Jure Petar",
    last: "Jokić Petrović Nikolić Jovanović Marković Đorđević Stojanović Ilić Pavlović Milošević Popović Kovačević Bogdanović Teodosić Radulović Šarić Hezonja Zubac Bilan Tomić Perić Dončić Dragić Prepelič Nedović Simonović Lučić Knežević Vukčević Savić",
  },
  baltic: {
    first:
      "Jonas Domantas Mindaugas Arvydas Šarūnas Darius Rokas Paulius Tadas Lukas Kristaps Dāvis Rolands Jānis Artūrs Rihards Mārtiņš Andres Kaspar Siim Tanel Marius Ignas Vytautas Gytis Mantas Edgaras Žygimantas Deividas Arnas Eimantas Laurynas Gediminas Tomas Dovydas Martynas Karolis Justas Aurimas Linas Ramūnas Renaldas Vaidas Simas Augustas Kęstutis Rytis Saulius Robertas Povilas Julius Valdas Donatas Evaldas",
    last: "Valančiūnas Sabonis Kuzminskas Jasikevičius Kleiza Kalnietis Motiejūnas Grigonis Seibutis Jankūnas Kavaliauskas Ulanovas Porziņģis Bertāns Timma Strēlnieks Šmits Kurucs Mejeris Blūms Kullamäe Kangur Raudsepp Tamm Saar Sepp Kask Lepik Ilves Mägi Kazlauskas Jankauskas Petrauskas Stankevičius Vasiliauskas Žukauskas Butkus Paulauskas Urbonas Kavaliauskas Navickas Rimkus Sakalauskas Baranauskas Mockus Ramanauskas Lukoševičius Kairys Balčiūnas Šimkus Vaitkus Dambrauskas Marcinkevičius Valentinavičius Macijauskas Jasaitis Lavrinovičius Songaila Javtokas Lekavičius Milaknis Gudaitis Jokubaitis Dimša Birutis Sedekerskis Tubelis Brazdeikis Lipkevičius Girdžiūnas Masiulis Kulboka Giedraitis Birutis",
  },
  greek: {
    first:
      "Giorgos Nikos Kostas Dimitris Giannis Vasilis Thanasis Panagiotis Christos Stavros Lefteris Kostis Michalis Ioannis Antonis Theodoros Sotiris Alexandros Vangelis Spyros Angelos Tasos",
    last: "Papadopoulos Papanikolaou Antetokounmpo Spanoulis Diamantidis Printezis Bourousis Sloukas Calathes Kalaitzakis Mitoglou Papagiannis Dorsey Koufos Zisis Fotsis Mavrokefalidis Agravanis Larentzakis Papapetrou Lountzis Charalampopoulos Gkikas Kaselakis Tsakalidis Vougioukas",
  },
  turk: {
    first:
      "Mehmet Ahmet Mustafa Emre Burak Cedi Ömer Kerem Furkan Doğuş Sertaç Ersan Hidayet Semih Sinan Kenan Tolga Berk Yiğit Onur Can Alperen Şehmus Melih",
    last: "Yılmaz Kaya Demir Şahin Çelik Yıldız Yıldırım Öztürk Aydın Özdemir Arslan Doğan Kılıç Aslan Çetin Kara Koç Kurt Özkan Şimşek Türkoğlu Ilyasova Osman Korkmaz Balbay Erden Arslan Şengün Mahmutoğlu Sanlı",
  },
  nordic: {
    first:
      "Erik Lars Anders Johan Magnus Oskar Henrik Mikael Emil Viktor Jonas Mathias Rasmus Kasper Sami Lauri Mikko Teemu Jón Hlynur Pavel Petteri Aleksi Elias",
    last: "Andersson Johansson Karlsson Nilsson Eriksson Larsson Olsen Hansen Pedersen Nielsen Jensen Christensen Lindqvist Berg Holm Virtanen Korhonen Mäkinen Nieminen Koponen Markkanen Salin Murphy Stefánsson Sigurðsson Hermannsson Lindström Bergström Nordin Sundberg",
  },
  slavic: {
    first:
      "Piotr Tomasz Mateusz Jakub Michał Krzysztof Marcin Adam Tomáš Ondřej Jan Martin Pavol Andriy Oleksandr Dmitri Sergei Alexei Viktor Ivan Georgi Dimitar Kiril Yuri",
    last: "Nowak Kowalski Wiśniewski Wójcik Kamiński Lewandowski Zieliński Szymański Gortat Ponitka Novák Svoboda Dvořák Veselý Satoranský Kubala Shevchenko Bondarenko Kravchenko Lenn Len Mykhailiuk Ivanov Petrov Smirnov Kuznetsov Popov Vasiliev Georgiev Dimitrov",
  },
  hu: {
    first: "Bence Dávid Ádám Máté Péter Zoltán Gábor László Balázs Tamás Levente Krisztián Márton Dániel Attila Norbert",
    last: "Nagy Kovács Tóth Szabó Horváth Varga Kiss Molnár Németh Farkas Balogh Papp Takács Juhász Lakatos Mészáros Oláh Simon Rácz Fekete",
  },
  ro: {
    first: "Andrei Alexandru Mihai Ionuț Florin Cristian Bogdan Vlad Gheorghe Răzvan Adrian Sorin Cosmin Radu Ștefan Marian",
    last: "Popescu Ionescu Popa Dumitru Stan Stoica Gheorghe Matei Ciobanu Munteanu Constantin Mihai Rusu Dinu Marin Barbu Lungu Toma Tudor Moldovan",
  },
  hebrew: {
    first: "Omri Yam Deni Tal Gal Lior Amit Itay Yogev Oded Guy Tamir Elad Shawn Roi Nimrod Yovel Niv Rafi Bar",
    last: "Casspi Madar Avdija Dibartolomeo Halperin Burstein Blatt Zoosman Ohayon Kattash Pnini Mekel Tischler Cohen Levi Mizrahi Peretz Biton Friedman Katz Azoulay Dahan Shapira Ben-David",
  },
  caucasus: {
    first: "Giorgi Tornike Zaza Nikoloz Levan Goga Beka Duda Sandro Luka Vakhtang Irakli Mikheil Davit",
    last: "Shengelia Pachulia Bitadze Mamukelashvili Tskitishvili Sanadze Burjanadze Kakiashvili Baramidze Gvelesiani Beridze Lomidze Tsintsadze Kapanadze Gelashvili Japaridze",
  },
  albanian: {
    first: "Arben Ermal Besnik Dritan Fatmir Gentian Ilir Kujtim Klodian Lorenc Marsel Olsi Redon Sokol",
    last: "Hoxha Shehu Gashi Krasniqi Berisha Kastrati Leka Dervishi Hysa Bajrami Rama Muça Kola Çela",
  },
  asia: {
    first:
      "Wei Jun Hao Yi Rui Kai Yuki Rui Takumi Haruto Yuta Ren Min-jun Seo-jun Ji-ho Hyun-woo Jae Kiefer June Jordan Dwight Carl Kai Thirdy",
    last: "Wang Li Zhang Liu Chen Yang Zhao Huang Zhou Watanabe Tanaka Suzuki Takahashi Hachimura Tominaga Kawamura Kim Lee Park Choi Jung Kang Ravena Parks Abando Sotto Fajardo Ramos Tenorio Castro",
  },
  arabic: {
    first: "Omar Ahmed Youssef Karim Ali Hassan Mahmoud Khaled Amir Fadi Wael Sami Tarek Rami Ziad Nadim Elie Jad",
    last: "Haddad Khoury Nassar Saleh Mansour Fares Hamdan Aziz Najjar Sabbagh Rahal Ibrahim Mahmoud Salem Kassem Chidiac Akl Mourad Bakr Ghali",
  },
} as const;

export type NameRegion = keyof typeof POOLS;

const whole = (word: string) => word.replace(/_/g, " ");

const SPLIT = Object.fromEntries(
  Object.entries(POOLS).map(([region, pool]) => [
    region,
    // An underscore keeps a compound name whole ("De_Luca" is "De Luca").
    { first: pool.first.split(" ").map(whole), last: [...new Set(pool.last.split(" "))].map(whole) },
  ]),
) as Record<NameRegion, { first: string[]; last: string[] }>;

export function personName(rng: Rng, region: NameRegion): { firstName: string; lastName: string } {
  const pool = SPLIT[region];
  const firstName = rng.pick(pool.first);
  let lastName = rng.pick(pool.last);
  // Some words are both ("Jordan", "Grant"): nobody is called "Jordan Jordan".
  while (lastName === firstName) lastName = rng.pick(pool.last);
  return { firstName, lastName };
}

/** Full names already given: a new person is drawn again (a few times) rather than share one. */
export class NameBook {
  private readonly taken = new Set<string>();

  next(rng: Rng, region: NameRegion): { firstName: string; lastName: string } {
    let name = personName(rng, region);
    for (let attempt = 0; attempt < 12 && this.taken.has(`${name.firstName} ${name.lastName}`); attempt++) name = personName(rng, region);
    this.taken.add(`${name.firstName} ${name.lastName}`);
    return name;
  }
}

const NICKNAMES =
  "The Wall|Flash|Big Ben|Iceman|Showtime|Hammer|Air|Magic|The Professor|Tank|Spider|Dream|Jet|Mailman|Rocket|Glove|Bulldozer|Silk|Sniper|Chef".split(
    "|",
  );

export function maybeNickname(rng: Rng): string | null {
  return rng.chance(0.06) ? rng.pick(NICKNAMES) : null;
}

export const CLUB_NICKNAMES =
  "Eagles Wolves Titans Hawks Lions Bulls Knights Falcons Sharks Panthers Rockets Comets Stars Giants Warriors Raiders Pirates Dragons Tigers Bears Foxes Owls Ravens Storm Thunder Lightning Flames Blaze Kings Royals Spartans Trojans Vikings Mustangs Stallions Jets Express Dynamo United Heat Cobras Hornets Wizards Phantoms Rangers Gladiators Monarchs Bison".split(
    " ",
  );

const USERNAME_WORDS = "hoops dunk baller coach court rim buzzer swish triple fastbreak alleyoop zone press rebound".split(" ");

/** A manager's username; the caller keeps them unique. */
export function usernameCandidate(rng: Rng, region: NameRegion): string {
  const { firstName, lastName } = personName(rng, region);
  const plain = (s: string) =>
    s
      .normalize("NFD")
      .replace(/[^A-Za-z]/g, "")
      .toLowerCase();
  switch (rng.int(0, 3)) {
    case 0:
      return `${plain(firstName)}${plain(lastName).slice(0, 1)}${rng.int(1, 99)}`;
    case 1:
      return `${plain(firstName)}_${plain(lastName)}`;
    case 2:
      return `${rng.pick(USERNAME_WORDS)}${plain(lastName)}${rng.int(1, 999)}`;
    default:
      return `${plain(lastName)}${rng.int(1970, 2008)}`;
  }
}
