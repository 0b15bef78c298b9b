// Spanish versions of the demo's week-1 activities and of three breakfasts (issue 36: activities and recipes get an
// optional translation per language, their own text as fallback), so a participant of the demo who reads Renew in
// Spanish sees their first week's home tiles, quiz and a few recipes translated, and everything else in its own
// English. Shakshuka keeps its own title (no translated title: the field falls back), the rest is translated whole.

export interface ActivityTranslationSeed {
  /** The activity's own (English) name, as in the activity data. */
  activity: string;
  locale: 'es';
  name: string;
  blurb: string;
  /** Paragraphs, one per line (as the activity data writes its content). */
  content: string;
  question: string;
  /** In the quiz's order: the correct one is the same index as in English. */
  answers: string[];
}

export const ACTIVITY_TRANSLATIONS: ActivityTranslationSeed[] = [
  {
    activity: 'Three Slow Breaths', locale: 'es',
    name: 'Tres respiraciones lentas',
    blurb: 'Haz una pausa para tres respiraciones lentas y conscientes.',
    content: 'Siéntate con comodidad e inhala por la nariz contando hasta cuatro.\nExhala por la boca contando hasta seis. Repítelo tres veces y nota cómo se relajan tus hombros.',
    question: '¿Qué parte de la respiración ayuda más a relajar el cuerpo?',
    answers: ['Una inhalación rápida', 'Una exhalación más larga', 'Contener la respiración', 'Respirar por la boca'],
  },
  {
    activity: 'Three Good Things', locale: 'es',
    name: 'Tres cosas buenas',
    blurb: 'Escribe tres cosas que salieron bien hoy.',
    content: 'Antes de que termine el día, anota tres cosas buenas y por qué ocurrió cada una.\nPueden ser pequeñas: una palabra amable, un buen almuerzo, una tarea terminada.',
    question: '¿Durante cuánto tiempo sugiere la investigación anotar «tres cosas buenas» para sentir una mejora duradera?',
    answers: ['Un día', 'Alrededor de una semana', 'Un año', 'No ayuda'],
  },
  {
    activity: 'One Tab Only', locale: 'es',
    name: 'Una sola pestaña',
    blurb: 'Cierra todo lo que no necesites para la tarea que tienes entre manos.',
    content: 'Antes de tu próxima tarea, cierra las pestañas y aplicaciones que no tengan relación con ella.\nTrabaja 20 minutos solo con lo que necesitas en pantalla.',
    question: 'Cambiar de una tarea a otra suele hacer que el trabajo sea…',
    answers: ['Más rápido', 'Más lento y con más errores', 'Más preciso', 'Igual que siempre'],
  },
  {
    activity: 'Name Your Value', locale: 'es',
    name: 'Nombra tu valor',
    blurb: 'Elige un valor que guíe tu día.',
    content: 'Elige un valor —curiosidad, amabilidad, oficio, valentía— y busca hoy un momento para actuar según él.\nAl final del día, anota lo que hiciste.',
    question: 'Actuar con regularidad según tus valores personales se relaciona con…',
    answers: ['Una mayor sensación de sentido', 'Dormir menos', 'Más correos electrónicos', 'Un sueldo más bajo'],
  },
  {
    activity: 'Water First', locale: 'es',
    name: 'Primero, agua',
    blurb: 'Bebe un vaso de agua antes de tu primer café.',
    content: 'Deja un vaso junto a tu cama o a la cafetera para que sea lo primero que tomes.',
    question: 'La deshidratación leve suele sentirse como…',
    answers: ['Cansancio y poca concentración', 'Energía extra', 'Ganas de comer solo cosas saladas', 'Nada en absoluto'],
  },
];

export interface RecipeTranslationSeed {
  /** The recipe's own (English) title, as in the recipe data. */
  recipe: string;
  locale: 'es';
  /** null: the recipe's own title shows. */
  title: string | null;
  description: string;
  ingredients: string[];
  steps: string[];
}

export const RECIPE_TRANSLATIONS: RecipeTranslationSeed[] = [
  {
    recipe: 'Overnight Oats with Berries', locale: 'es',
    title: 'Avena remojada con frutos rojos',
    description: 'Avena cremosa que se prepara sola mientras duermes, con frutos rojos frescos por encima.',
    ingredients: ['1 taza de avena en hojuelas', '1 taza de leche o bebida de avena', '½ taza de yogur griego natural', '1 cda. de semillas de chía', '1 cdta. de miel', '1 taza de frutos rojos variados'],
    steps: ['Mezcla la avena, la leche, el yogur, la chía y la miel.', 'Reparte la mezcla en dos frascos y refrigérala toda la noche.', 'Por la mañana, cúbrela con los frutos rojos.'],
  },
  {
    recipe: 'Banana Oat Pancakes', locale: 'es',
    title: 'Panqueques de plátano y avena',
    description: 'Panqueques de tres ingredientes, dulces por naturaleza.',
    ingredients: ['2 plátanos maduros', '2 huevos', '1 taza de avena en hojuelas', 'Una pizca de canela', '1 cdta. de aceite para la sartén'],
    steps: ['Mezcla todo en la licuadora hasta que quede homogéneo.', 'Cocina panqueques pequeños en una sartén ligeramente aceitada a fuego medio, 2 minutos por lado.'],
  },
  {
    recipe: 'Shakshuka', locale: 'es',
    title: null,
    description: 'Huevos escalfados a fuego lento en una salsa especiada de tomate y pimiento.',
    ingredients: ['2 cdas. de aceite de oliva', '1 cebolla en rodajas', '2 pimientos en tiras', '2 dientes de ajo', '1 cdta. de comino', '1 cdta. de pimentón', '1 lata (800 g) de tomate triturado', '6 huevos', 'Perejil fresco'],
    steps: ['Sofríe la cebolla y los pimientos en el aceite hasta que se ablanden; añade el ajo y las especias.', 'Agrega el tomate y cocina a fuego lento 10 minutos.', 'Haz huecos en la salsa, casca los huevos dentro, tapa y cocina hasta que cuajen.', 'Espolvorea con perejil.'],
  },
];
