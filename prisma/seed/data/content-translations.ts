// Spanish versions of a few demo items (issue 36: content items get an optional translation per language, the item's
// own text as fallback): two early tips and "Why Renew?", so a participant of the demo promotion who reads Renew in
// Spanish sees them translated and every other item in its own English.

export interface ContentTranslationSeed {
  category: string;
  key: string;
  locale: 'es';
  title: string;
  summary?: string;
  content: string;
}

export const CONTENT_TRANSLATIONS: ContentTranslationSeed[] = [
  {
    category: 'tips', key: 'box_breathing', locale: 'es',
    title: 'Prueba la respiración cuadrada',
    summary: 'Cuatro tiempos para inhalar, retener, exhalar y retener. Repite cuatro veces.',
    content: '<p>Deportistas y equipos de emergencia usan la respiración cuadrada para calmar el sistema nervioso. Inhala contando hasta cuatro, retén el aire contando hasta cuatro, exhala contando hasta cuatro y vuelve a retenerlo contando hasta cuatro. Cuatro rondas toman alrededor de un minuto.</p>',
  },
  {
    category: 'tips', key: 'water_first', locale: 'es',
    title: 'Agua antes del café',
    summary: 'Empieza el día con un vaso de agua.',
    content: '<p>Después de una noche de sueño, tu cuerpo está ligeramente deshidratado, y eso puede sentirse como cansancio. Un vaso de agua antes del primer café es una forma fácil de ganar energía y concentración.</p>',
  },
  {
    category: 'learn', key: 'why_renew', locale: 'es',
    title: '¿Por qué Renew?',
    content: '<p>El bienestar no se construye con grandes gestos. Crece a partir de pequeñas decisiones repetidas: una respiración antes de una conversación difícil, una caminata a la luz del día, un agradecimiento que casi no enviaste.</p><p>Renew convierte esas decisiones en un hábito diario en cinco áreas que la investigación relaciona con la resiliencia: calma, felicidad, concentración, propósito y energía.</p>',
  },
];
