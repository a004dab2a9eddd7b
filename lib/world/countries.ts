import type { NameRegion } from "./names";
import type { Rng } from "./random";
import { gameHourOf } from "./season";
import type { CountryRow } from "./types";

export interface CountryProfile {
  row: CountryRow;
  leagueName: string;
  region: NameRegion;
  cities: string[];
  /** UTC hour of its league and cup games. */
  gameHour: number;
}

// name | code | top league | naming region | cities. The order decides which countries
// a world of a given size holds: the first four make the default world, all hundred the
// game-sized world of WORLD_SIZE=25.
const CATALOG = `
United States|US|National Basketball League|en|New York,Chicago,Boston,Los Angeles,Houston,Phoenix,Dallas,Denver,Seattle,Atlanta,Detroit,Memphis,Portland,Milwaukee,Oakland,Miami
Spain|ES|Liga Nacional|es|Madrid,Barcelona,Valencia,Sevilla,Bilbao,Málaga,Zaragoza,Murcia,Vitoria,Badalona,Manresa,Granada
Italy|IT|Serie A|it|Milano,Bologna,Roma,Venezia,Treviso,Varese,Cantù,Pesaro,Sassari,Brescia,Trento,Napoli
Lithuania|LT|Lietuvos Lyga|baltic|Vilnius,Kaunas,Klaipėda,Šiauliai,Panevėžys,Alytus,Utena,Marijampolė,Jonava,Prienai
Serbia|RS|Superliga|balkan|Beograd,Novi Sad,Niš,Kragujevac,Subotica,Čačak,Kraljevo,Zrenjanin,Vršac,Sombor,Pančevo,Valjevo,Smederevo,Užice,Leskovac,Šabac
Greece|GR|A1 Ethniki|greek|Athina,Thessaloniki,Patra,Irakleio,Larisa,Volos,Ioannina,Kavala,Rodos,Chania,Lamia
France|FR|Pro A|fr|Paris,Lyon,Marseille,Villeurbanne,Limoges,Strasbourg,Nanterre,Pau,Cholet,Le Mans,Dijon,Monaco
Turkey|TR|Süper Lig|turk|İstanbul,Ankara,İzmir,Bursa,Antalya,Konya,Gaziantep,Mersin,Kayseri,Eskişehir,Trabzon
Argentina|AR|Liga Nacional|es|Buenos Aires,Córdoba,Rosario,Mar del Plata,Bahía Blanca,La Plata,Mendoza,Tucumán,Santa Fe,Salta,Neuquén,Corrientes,Paraná,Comodoro Rivadavia,Olavarría,San Juan
Germany|DE|Bundesliga|de|Berlin,München,Bamberg,Ulm,Oldenburg,Ludwigsburg,Bonn,Frankfurt,Würzburg,Göttingen,Braunschweig,Hamburg
Croatia|HR|Premijer Liga|balkan|Zagreb,Split,Zadar,Rijeka,Osijek,Šibenik,Dubrovnik,Pula,Varaždin,Karlovac
Israel|IL|Ligat Ha'Al|hebrew|Tel Aviv,Jerusalem,Haifa,Holon,Rishon LeZion,Ashdod,Be'er Sheva,Netanya,Herzliya,Eilat
Poland|PL|Ekstraliga|slavic|Warszawa,Kraków,Wrocław,Gdańsk,Poznań,Łódź,Szczecin,Lublin,Zielona Góra,Włocławek,Sopot,Toruń,Słupsk,Gdynia,Ostrów,Stargard
Latvia|LV|Latvijas Līga|baltic|Rīga,Ventspils,Liepāja,Jelgava,Daugavpils,Valmiera,Jūrmala,Ogre,Cēsis,Jēkabpils
Slovenia|SI|Liga Nova KBM|balkan|Ljubljana,Maribor,Celje,Koper,Kranj,Novo Mesto,Velenje,Ptuj,Nova Gorica,Domžale
Australia|AU|National League|en|Sydney,Melbourne,Brisbane,Perth,Adelaide,Cairns,Townsville,Hobart,Wollongong,Geelong,Darwin,Canberra
Canada|CA|Premier League|en|Toronto,Montréal,Vancouver,Calgary,Edmonton,Ottawa,Winnipeg,Halifax,Hamilton,Québec,Regina,Saskatoon,Victoria,London,Kitchener,St. John's
United Kingdom|GB|Premier League|en|London,Manchester,Leicester,Sheffield,Newcastle,Glasgow,Bristol,Cheshire,Surrey,Plymouth,Worcester,Cardiff
Brazil|BR|Novo Basquete|pt|São Paulo,Rio de Janeiro,Brasília,Franca,Bauru,Mogi,Flamengo,Belo Horizonte,Curitiba,Fortaleza,Recife,Salvador
Portugal|PT|Liga Portuguesa|pt|Lisboa,Porto,Braga,Coimbra,Aveiro,Setúbal,Faro,Ovar,Barcelos,Guimarães
Belgium|BE|Pro Basketball League|fr|Bruxelles,Antwerpen,Oostende,Charleroi,Liège,Gent,Mons,Leuven,Mechelen,Brugge,Namur,Hasselt,Kortrijk,Aalst,Limburg,Louvain
Netherlands|NL|Eredivisie|de|Amsterdam,Rotterdam,Den Haag,Utrecht,Groningen,Leiden,Zwolle,Den Bosch,Nijmegen,Almere
Sweden|SE|Basketligan|nordic|Stockholm,Göteborg,Malmö,Uppsala,Norrköping,Södertälje,Borås,Luleå,Umeå,Jämtland
Finland|FI|Korisliiga|nordic|Helsinki,Espoo,Tampere,Turku,Oulu,Kouvola,Joensuu,Kataja,Lahti,Salo
Norway|NO|BLNO|nordic|Oslo,Bergen,Trondheim,Stavanger,Kristiansand,Tromsø,Drammen,Fredrikstad,Bærum,Gimle,Asker,Ålesund,Bodø,Harstad,Hamar,Moss
Denmark|DK|Basketligaen|nordic|København,Aarhus,Odense,Aalborg,Horsens,Svendborg,Randers,Bakken,Næstved,Herlev
Czech Republic|CZ|NBL|slavic|Praha,Brno,Ostrava,Plzeň,Nymburk,Pardubice,Děčín,Opava,Kolín,Ústí
Slovakia|SK|Extraliga|slavic|Bratislava,Košice,Prešov,Žilina,Nitra,Banská Bystrica,Levice,Handlová,Komárno,Spišská Nová Ves
Hungary|HU|NB I/A|hu|Budapest,Szombathely,Szolnok,Debrecen,Pécs,Sopron,Kecskemét,Zalaegerszeg,Paks,Körmend,Szeged,Győr,Kaposvár,Alba,Jászberény,Nyíregyháza
Romania|RO|Liga Națională|ro|București,Cluj-Napoca,Oradea,Timișoara,Sibiu,Pitești,Constanța,Craiova,Ploiești,Iași
Bulgaria|BG|NBL|slavic|Sofia,Plovdiv,Varna,Burgas,Ruse,Pleven,Stara Zagora,Botevgrad,Shumen,Yambol
Ukraine|UA|Superleague|slavic|Kyiv,Kharkiv,Dnipro,Odesa,Zaporizhzhia,Lviv,Mykolaiv,Cherkasy,Kryvyi Rih,Poltava
Montenegro|ME|Prva Liga|balkan|Podgorica,Nikšić,Bar,Budva,Herceg Novi,Pljevlja,Bijelo Polje,Kotor,Cetinje,Ulcinj,Berane,Tivat,Danilovgrad,Rožaje,Plav,Kolašin
Bosnia and Herzegovina|BA|Premijer Liga|balkan|Sarajevo,Mostar,Banja Luka,Tuzla,Zenica,Bijeljina,Široki Brijeg,Brčko,Prijedor,Trebinje
North Macedonia|MK|Superliga|balkan|Skopje,Kumanovo,Bitola,Prilep,Tetovo,Ohrid,Gostivar,Štip,Strumica,Kavadarci
Estonia|EE|Korvpalli Meistriliiga|baltic|Tallinn,Tartu,Pärnu,Rakvere,Viimsi,Keila,Narva,Viljandi,Kalev,Saaremaa
Cyprus|CY|Division A|greek|Nicosia,Limassol,Larnaca,Paphos,Famagusta,Paralimni,Kyrenia,Strovolos,Lakatamia,Aradippou,Morphou,Polis,Deryneia,Ayia Napa,Dali,Athienou
Switzerland|CH|SB League|fr|Genève,Fribourg,Lugano,Lausanne,Neuchâtel,Monthey,Massagno,Vevey,Nyon,Zürich
Austria|AT|Superliga|de|Wien,Graz,Linz,Salzburg,Innsbruck,Kapfenberg,Gmunden,Oberwart,Klosterneuburg,Traiskirchen
Ireland|IE|Super League|en|Dublin,Cork,Galway,Limerick,Belfast,Killarney,Tralee,Waterford,Sligo,Drogheda
Iceland|IS|Úrvalsdeild|nordic|Reykjavík,Keflavík,Njarðvík,Grindavík,Hafnarfjörður,Akureyri,Stykkishólmur,Þorlákshöfn,Sauðárkrókur,Kópavogur,Garðabær,Hveragerði,Selfoss,Ísafjörður,Akranes,Egilsstaðir
Mexico|MX|Liga Nacional|es|Ciudad de México,Monterrey,Guadalajara,Puebla,Tijuana,Chihuahua,Mérida,Hermosillo,Saltillo,Toluca
Chile|CL|Liga Nacional|es|Santiago,Valparaíso,Concepción,Temuco,Valdivia,Osorno,Puerto Montt,Antofagasta,La Serena,Iquique
Uruguay|UY|Liga Uruguaya|es|Montevideo,Salto,Paysandú,Maldonado,Rivera,Tacuarembó,Melo,Colonia,Mercedes,Florida
Venezuela|VE|Superliga|es|Caracas,Maracaibo,Valencia,Barquisimeto,Maracay,Ciudad Guayana,Barcelona,Maturín,Mérida,Cumaná,Cabimas,Guanare,Coro,Los Teques,Puerto Cabello,San Cristóbal
Puerto Rico|PR|Superior Nacional|es|San Juan,Bayamón,Ponce,Carolina,Caguas,Arecibo,Mayagüez,Guaynabo,Humacao,Aguada
Dominican Republic|DO|Liga Nacional|es|Santo Domingo,Santiago,La Romana,San Pedro,Puerto Plata,La Vega,Higüey,San Cristóbal,Moca,Baní
Colombia|CO|Liga Profesional|es|Bogotá,Medellín,Cali,Barranquilla,Cartagena,Bucaramanga,Pereira,Manizales,Cúcuta,Ibagué
Peru|PE|Liga Nacional|es|Lima,Arequipa,Trujillo,Chiclayo,Piura,Cusco,Iquitos,Huancayo,Tacna,Callao,Ica,Puno,Pucallpa,Chimbote,Sullana,Juliaca
Panama|PA|Liga Profesional|es|Panamá,Colón,David,Santiago,Chitré,La Chorrera,Penonomé,Arraiján,Las Tablas,Aguadulce
Belarus|BY|Premier League|slavic|Minsk,Gomel,Mogilev,Vitebsk,Grodno,Brest,Bobruisk,Baranovichi,Borisov,Pinsk
Georgia|GE|Superleague|caucasus|Tbilisi,Batumi,Kutaisi,Rustavi,Zugdidi,Gori,Poti,Telavi,Kobuleti,Ozurgeti
Albania|AL|Superliga|albanian|Tirana,Durrës,Vlorë,Shkodër,Elbasan,Korçë,Fier,Berat,Lushnjë,Kavajë,Pogradec,Gjirokastër,Sarandë,Lezhë,Kukës,Peshkopi
New Zealand|NZ|National League|en|Auckland,Wellington,Christchurch,Hamilton,Dunedin,Tauranga,Napier,Nelson,Palmerston North,Rotorua
Philippines|PH|Philippine League|asia|Manila,Quezon City,Cebu,Davao,Pasig,Makati,Taguig,Iloilo,Bacolod,Baguio
China|CN|Chinese League|asia|Beijing,Shanghai,Guangdong,Shenzhen,Liaoning,Xinjiang,Zhejiang,Shandong,Sichuan,Jilin
Japan|JP|B.League|asia|Tokyo,Osaka,Chiba,Utsunomiya,Nagoya,Kawasaki,Okinawa,Hiroshima,Shimane,Sendai,Yokohama,Niigata,Shiga,Toyama,Akita,Ryukyu
South Korea|KR|Korean League|asia|Seoul,Busan,Ulsan,Anyang,Wonju,Suwon,Changwon,Goyang,Daegu,Incheon
Lebanon|LB|Division A|arabic|Beirut,Tripoli,Sidon,Byblos,Jounieh,Zahle,Tyre,Baabda,Antelias,Sin el Fil
Egypt|EG|Super League|arabic|Cairo,Alexandria,Giza,Port Said,Suez,Mansoura,Tanta,Ismailia,Zamalek,Heliopolis
Tunisia|TN|Pro A|arabic|Tunis,Sfax,Sousse,Monastir,Nabeul,Bizerte,Gabès,Kairouan,Radès,Ezzahra
Jordan|JO|Premier League|arabic|Amman,Zarqa,Irbid,Aqaba,Salt,Madaba,Jerash,Karak,Ma'an,Mafraq,Tafilah,Ajloun,Ramtha,Russeifa,Sahab,Fuheis
Luxembourg|LU|Total League|fr|Luxembourg,Esch,Differdange,Dudelange,Ettelbruck,Diekirch,Bettembourg,Mersch,Steinsel,Wiltz
Kosovo|XK|Superliga|albanian|Prishtina,Peja,Prizren,Ferizaj,Gjilan,Mitrovica,Gjakova,Vushtrri,Podujeva,Rahovec
Russia|RU|Superleague|slavic|Moskva,Sankt-Peterburg,Kazan,Yekaterinburg,Krasnodar,Samara,Nizhny Novgorod,Perm,Khimki,Vladivostok,Novosibirsk,Voronezh
India|IN|National League|asia|Mumbai,Delhi,Bengaluru,Chennai,Kolkata,Hyderabad,Pune,Ahmedabad,Jaipur,Lucknow,Kochi,Chandigarh
Indonesia|ID|Indonesian League|asia|Jakarta,Surabaya,Bandung,Medan,Semarang,Makassar,Palembang,Denpasar,Yogyakarta,Malang
Taiwan|TW|P. League|asia|Taipei,Kaohsiung,Taichung,Tainan,Taoyuan,Hsinchu,Keelung,Chiayi,Hualien,Pingtung
Thailand|TH|Thailand League|asia|Bangkok,Chiang Mai,Nonthaburi,Pattaya,Khon Kaen,Hat Yai,Udon Thani,Nakhon Ratchasima,Phuket,Rayong
Malaysia|MY|Pro League|asia|Kuala Lumpur,Penang,Johor Bahru,Ipoh,Kuching,Kota Kinabalu,Melaka,Shah Alam,Seremban,Kuantan
Vietnam|VN|VBA|asia|Hà Nội,Sài Gòn,Đà Nẵng,Hải Phòng,Cần Thơ,Huế,Nha Trang,Vũng Tàu,Biên Hòa,Quy Nhơn
Singapore|SG|National League|asia|Bedok,Tampines,Jurong,Woodlands,Yishun,Ang Mo Kio,Sengkang,Clementi,Toa Payoh,Bukit Batok
Iran|IR|Super League|arabic|Tehran,Mashhad,Isfahan,Karaj,Shiraz,Tabriz,Qom,Ahvaz,Kermanshah,Rasht
Saudi Arabia|SA|Premier League|arabic|Riyadh,Jeddah,Mecca,Medina,Dammam,Khobar,Taif,Tabuk,Abha,Hail
Qatar|QA|Qatari League|arabic|Doha,Al Rayyan,Al Wakrah,Al Khor,Umm Salal,Al Daayen,Lusail,Mesaieed,Dukhan,Al Gharafa
Morocco|MA|Division Excellence|arabic|Casablanca,Rabat,Fès,Marrakech,Tanger,Agadir,Meknès,Oujda,Kénitra,Tétouan
Algeria|DZ|Super Division|arabic|Alger,Oran,Constantine,Annaba,Blida,Batna,Sétif,Béjaïa,Tlemcen,Biskra
Iraq|IQ|Super League|arabic|Baghdad,Basra,Mosul,Erbil,Najaf,Karbala,Sulaymaniyah,Kirkuk,Duhok,Nasiriyah
Syria|SY|Basketball League|arabic|Damascus,Aleppo,Homs,Latakia,Hama,Tartus,Deir ez-Zor,Raqqa,Idlib,Daraa
South Africa|ZA|National League|en|Johannesburg,Cape Town,Durban,Pretoria,Port Elizabeth,Bloemfontein,East London,Polokwane,Kimberley,Soweto
Nigeria|NG|Premier League|en|Lagos,Abuja,Kano,Ibadan,Port Harcourt,Benin City,Kaduna,Enugu,Jos,Calabar
Senegal|SN|Nationale 1|fr|Dakar,Thiès,Saint-Louis,Kaolack,Ziguinchor,Rufisque,Mbour,Touba,Louga,Tambacounda
Ivory Coast|CI|Nationale 1|fr|Abidjan,Bouaké,Yamoussoukro,Daloa,San-Pédro,Korhogo,Man,Gagnoa,Divo,Abengourou
Cameroon|CM|Elite League|fr|Yaoundé,Douala,Garoua,Bamenda,Bafoussam,Maroua,Ngaoundéré,Bertoua,Kribi,Limbe
Angola|AO|BAI Basket|pt|Luanda,Huambo,Lobito,Benguela,Lubango,Malanje,Namibe,Cabinda,Uíge,Soyo
Cape Verde|CV|Liga Nacional|pt|Praia,Mindelo,Santa Maria,Assomada,Pedra Badejo,Porto Novo,Espargos,São Filipe,Tarrafal,Ribeira Grande
Armenia|AM|Superleague|caucasus|Yerevan,Gyumri,Vanadzor,Vagharshapat,Abovyan,Kapan,Hrazdan,Armavir,Artashat,Ijevan
Azerbaijan|AZ|Superleague|caucasus|Bakı,Gəncə,Sumqayıt,Mingəçevir,Lənkəran,Şirvan,Naxçıvan,Şəki,Yevlax,Quba
Kazakhstan|KZ|National League|slavic|Almaty,Astana,Shymkent,Karaganda,Aktobe,Taraz,Pavlodar,Oskemen,Semey,Kostanay
Moldova|MD|Divizia Națională|ro|Chișinău,Bălți,Tiraspol,Bender,Cahul,Ungheni,Soroca,Orhei,Comrat,Edineț
Malta|MT|Division One|en|Valletta,Birkirkara,Mosta,Qormi,Żabbar,Sliema,Naxxar,Żejtun,Ħamrun,Rabat
Ecuador|EC|Liga Ecuatoriana|es|Quito,Guayaquil,Cuenca,Santo Domingo,Machala,Manta,Portoviejo,Ambato,Loja,Esmeraldas
Paraguay|PY|Liga Nacional|es|Asunción,Ciudad del Este,San Lorenzo,Luque,Capiatá,Lambaré,Fernando de la Mora,Encarnación,Limpio,Concepción
Bolivia|BO|Libobasquet|es|La Paz,Santa Cruz,Cochabamba,Sucre,Oruro,Tarija,Potosí,El Alto,Trinidad,Cobija
Costa Rica|CR|Liga Superior|es|San José,Alajuela,Cartago,Heredia,Liberia,Puntarenas,Limón,Desamparados,Escazú,Curridabat
Cuba|CU|Liga Superior|es|La Habana,Santiago de Cuba,Camagüey,Holguín,Santa Clara,Guantánamo,Matanzas,Cienfuegos,Pinar del Río,Bayamo
Jamaica|JM|Premier League|en|Kingston,Montego Bay,Spanish Town,Portmore,May Pen,Mandeville,Ocho Rios,Negril,Savanna-la-Mar,Falmouth
Guatemala|GT|Liga Mayor|es|Guatemala,Mixco,Villa Nueva,Quetzaltenango,Escuintla,Cobán,Antigua,Huehuetenango,Chimaltenango,Mazatenango
Honduras|HN|Liga Nacional|es|Tegucigalpa,San Pedro Sula,La Ceiba,Choloma,El Progreso,Comayagua,Choluteca,Puerto Cortés,Danlí,Juticalpa
El Salvador|SV|Liga Superior|es|San Salvador,Santa Ana,San Miguel,Soyapango,Mejicanos,Santa Tecla,Apopa,Usulután,Sonsonate,Ahuachapán
`;

const PROFILES = CATALOG.trim()
  .split("\n")
  .map((line) => {
    const [name, code, leagueName, region, cities] = line.split("|");
    return { name, code, leagueName, region: region as NameRegion, cities: cities.split(",") };
  });

export const MAX_COUNTRIES = PROFILES.length;

const REGION_OF_CODE = new Map(PROFILES.map((p) => [p.code, p.region]));
/** The naming region of a country of the catalogue, by its code (the clock names its draftees so). */
export const regionOfCountry = (code: string): NameRegion => REGION_OF_CODE.get(code) ?? "en";

export function countryCount(size: number): number {
  return Math.min(MAX_COUNTRIES, Math.max(1, Math.round(4 * size)));
}

/**
 * Division levels of the country at `index` in the catalogue (a function of the index alone,
 * so that a world's cost grows linearly with its size): among the first sixteen every fourth
 * has three levels and the others two; from the seventeenth on, as in the game, most have
 * three and every eighth four. Tiny worlds stay at two.
 */
export function levelsOf(index: number, size: number): number {
  if (size < 0.5) return 2;
  if (index < 16) return index % 4 === 0 ? 3 : 2;
  return index % 8 === 0 ? 4 : 3;
}

export function makeCountries(rng: Rng, size: number): CountryProfile[] {
  return PROFILES.slice(0, countryCount(size)).map((p, index) => ({
    row: { id: rng.uuid(), name: p.name, code: p.code, levels: levelsOf(index, size) },
    leagueName: p.leagueName,
    region: p.region,
    cities: p.cities,
    gameHour: gameHourOf(index),
  }));
}
