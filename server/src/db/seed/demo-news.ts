/** News about the scene; `eventKey` links to a demo event (`/evento/<id>`). */
export interface DemoNews {
  titulo: string;
  contenido: string;
  daysAgo: number;
  eventKey?: string;
  hue: number;
}

export const DEMO_NEWS: ReadonlyArray<DemoNews> = [
  {
    titulo: 'Ritual Austral abre su temporada en la Costanera',
    contenido:
      'La fiesta que se convirtió en un clásico de las noches porteñas vuelve con dos fechas consecutivas frente al río. 2Lux, Juana Lumen y Aurora Austral encabezan un line-up de techno melódico que promete sets largos y una puesta visual renovada. Las entradas General Early Bird de la primera noche ya se agotaron.',
    daysAgo: 3,
    eventKey: 'ritual-apertura',
    hue: 265,
  },
  {
    titulo: 'Vendimia Electrónica confirma tres noches en Mendoza',
    contenido:
      'El festival mendocino crece y suma una tercera noche. Habrá trance, progressive y melodic techno en el Parque General San Martín, con bodegas de la región, food trucks y traslados desde el centro. La organización recomienda comprar con anticipación porque el año pasado se agotó la preventa.',
    daysAgo: 9,
    eventKey: 'vendimia-electronica',
    hue: 345,
  },
  {
    titulo: 'Crece la escena de hard techno en el norte argentino',
    contenido:
      'Tucumán, Salta y Jujuy viven un boom de fiestas de hard techno e industrial. Productores locales como Ícaro Sur y colectivos como 999 Hertz llenan naves industriales con propuestas que antes sólo se veían en Buenos Aires. Hablamos con organizadores sobre los desafíos de sostener una escena federal.',
    daysAgo: 16,
    eventKey: 'tucuman-underground',
    hue: 0,
  },
  {
    titulo: 'Guía de cuidados para disfrutar de un after',
    contenido:
      'Hidratarse, descansar entre sets, cuidar los oídos con protectores y volver acompañado son algunas de las recomendaciones de los equipos de reducción de riesgos que trabajan en las fiestas. En Pulso todas las fiestas publicadas deben informar puntos de agua gratuita y protocolo de cuidados.',
    daysAgo: 24,
    hue: 150,
  },
  {
    titulo: 'Nocturna: el colectivo que cambia los line-ups',
    contenido:
      'Nacido en 2019, el colectivo Nocturna impulsa la paridad de género en las cabinas de todo el país. Sus integrantes tocan este mes en Orgullo en la Pista y en Mar de Fondo, dos fiestas LGBTIQ+ que se consolidaron como punto de encuentro de la comunidad.',
    daysAgo: 33,
    eventKey: 'orgullo-pista',
    hue: 320,
  },
];
