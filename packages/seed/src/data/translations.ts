/**
 * Spanish versions of pages, written by the team (issue 62): the vital pages whose English is page
 * text staff edit. Seeded once, as the translation of the English the seed wrote; after that they
 * are staff's, kept current at /admin/content/translations like any other page's Spanish.
 */
export interface PageTranslationSeed {
  route: string;
  title: string;
  description: string;
  heading: string;
  intro: string;
  body: string[];
}

export const spanishPageTranslations: PageTranslationSeed[] = [
  {
    route: '/about/title-vi',
    title: 'Título VI: sus derechos civiles',
    description:
      'La Oficina de Planificación e Inversión Intermodal no discrimina por raza, color u origen nacional. Sus derechos, ayuda gratuita en su idioma y cómo presentar una queja.',
    heading: 'Título VI: sus derechos civiles',
    intro:
      'La Oficina de Planificación e Inversión Intermodal (OIPI) no excluye a nadie de participar en sus programas y actividades, no le niega a nadie sus beneficios y no discrimina a nadie por su raza, color u origen nacional, como lo exige el Título VI de la Ley de Derechos Civiles de 1964.',
    body: [
      '## Sus derechos',
      'El Título VI de la Ley de Derechos Civiles de 1964 prohíbe la discriminación por raza, color u origen nacional en cualquier programa o actividad que reciba fondos federales. VTrans se prepara con fondos federales de transporte, así que el Título VI cubre todo lo que hace la OIPI: el plan y sus periodos de comentarios públicos, las reuniones públicas, la asistencia técnica GAP-TA y este sitio web.',
      'La discriminación por origen nacional incluye negarle a alguien una oportunidad justa de participar por el idioma que habla.',
      '## Ayuda gratuita en su idioma',
      'Puede pedir un intérprete, o un documento importante en su idioma, sin costo. Las páginas que más se necesitan están escritas en español en este sitio. Llámenos y pida un intérprete: el personal le puede explicar una página o un documento, tomar su comentario por teléfono o enviarle un documento en español o en otro formato.',
      '## Cómo presentar una queja',
      'Si usted cree que usted, o un grupo de personas, sufrió discriminación por raza, color u origen nacional en cualquier programa, actividad o servicio de la OIPI, puede presentar una queja dentro de los 180 días siguientes a lo ocurrido.',
      'Diga qué pasó, cuándo y dónde, quiénes participaron y cómo podemos comunicarnos con usted. Envíela a la persona coordinadora del Título VI de la OIPI por carta, o por el formulario de contacto de este sitio. Si no puede escribirla, llámenos: el personal la escribirá con usted, con un intérprete si lo necesita. Puede escribir su queja en español.',
      'Le confirmaremos por escrito que recibimos su queja, la investigaremos y le diremos por escrito lo que encontramos y lo que haremos. Nadie puede ser castigado ni tratado peor por presentar una queja o por ayudar con una.',
      'También puede presentar una queja directamente ante la Oficina de Derechos Civiles de la Administración Federal de Carreteras (FHWA), la Oficina de Derechos Civiles de la Administración Federal de Tránsito (FTA) o la Oficina Departamental de Derechos Civiles del Departamento de Transporte de los Estados Unidos.',
    ],
  },
  {
    route: '/about/privacy',
    title: 'Declaración de privacidad',
    description:
      'Qué recoge este sitio web, qué recoge automáticamente, las cookies que usa y para qué, y cómo se usa la información, como lo exige el artículo 2.2-3803(B) del Código de Virginia.',
    heading: 'Declaración de privacidad',
    intro:
      'Esta declaración dice qué información recoge este sitio web, qué recoge automáticamente cuando usted lo visita, si guarda cookies en su dispositivo y para qué, y cómo se usa la información, como lo exige el artículo 2.2-3803(B) del Código de Virginia.',
    body: [
      '## Lo que usted nos da',
      'No tiene que dar ningún dato personal para leer este sitio ni para descargar sus documentos y datos. Usted da información solo cuando llena un formulario: un comentario (sus palabras y el lugar del que trata y, si lo desea, un nombre, que se muestra con el comentario, y una dirección de correo electrónico, que nunca se muestra); un mensaje por el formulario de contacto; una solicitud de un documento en un formato accesible; una suscripción al boletín o a las alertas sobre localidades; una solicitud de GAP-TA; los datos espaciales de una localidad; o, para el personal y los usuarios de las localidades, una cuenta.',
      '## Lo que se recoge automáticamente',
      'Cuando su navegador pide una página, el sitio recibe lo que recibe cualquier sitio web: la dirección desde la que se conecta su dispositivo (su dirección IP), la página que pidió y la descripción que su navegador da de sí mismo. El sitio guarda solo lo que se indica aquí: cuántas veces se descarga cada documento cada día, sin registrar quién lo descargó; la dirección desde la que se conecta su dispositivo, por poco tiempo, para impedir que un dispositivo inunde un formulario o pruebe una contraseña tras otra; y, para una cuenta del personal o de una localidad, la dirección y el navegador de cada inicio de sesión, para que la persona dueña de la cuenta vea dónde tiene la sesión abierta.',
      '## Cómo se usa la información',
      'Un comentario, con el nombre que se dio con él, es público: aparece en el mapa, en la lista de comentarios y en el registro de un periodo de comentarios, con la respuesta del personal. Una dirección de correo electrónico se usa solo para enviarle lo que usted pidió —un acuse de recibo, la respuesta del personal, el boletín, las alertas, una respuesta a su mensaje o solicitud— y nunca se muestra, se vende ni se da a nadie.',
      'Lo que usted envía a la Oficina es un registro público y puede darse a conocer según la Ley de Libertad de Información de Virginia, salvo lo que esa ley permite reservar. Los registros se guardan y se eliminan según los calendarios de conservación de registros de la Biblioteca de Virginia.',
      '## Cookies',
      'Una cookie es un archivo pequeño que un sitio web le pide a su navegador que guarde. Este sitio no guarda ninguna cuando usted solo lo lee. Las cookies que puede guardar, cuándo y para qué, se indican abajo.',
    ],
  },
  {
    route: '/get-involved/contact-us',
    title: 'Contacto',
    description:
      'Cómo comunicarse en español con la Oficina de Planificación e Inversión Intermodal sobre VTrans: un mensaje por el formulario, por carta o por teléfono con un intérprete.',
    heading: 'Contacto',
    intro:
      '¿Tiene preguntas sobre VTrans, GAP-TA o los datos del plan? Envíenos un mensaje en español y el personal de la Oficina de Planificación e Inversión Intermodal le responderá en español.',
    body: ['Si necesita un documento en un formato accesible, díganos cuál es y cómo quiere recibirlo.'],
  },
];
