import {stemmer} from '@orama/stemmers/spanish';
import synonyms from '../synonyms/es';
import type {SearchLanguage} from '../engine';

/** Words of Spanish queries that say nothing about what is sought (written without accents: queries are folded first). */
const STOP_WORDS = new Set(
  'el la los las lo un una unos unas y o u e de del al a en con por para que como cual cuales cuando donde quien se su sus mi mis me te tu tus es son esta este esto estan ser hay muy mas pero si sobre sin ya le les nos yo no q ni era fue algo nada puedo puede tengo tiene hace hacer sola solo'.split(
    ' ',
  ),
);

/** A pronoun joined to a verb (`usarlo`, `abrirla`, `instalándolos`), which the stemmer leaves on. */
const ENCLITIC = /(?<=(?:ar|er|ir|ando|iendo))(?:me|te|se|nos|os|lo|la|los|las|le|les)$/;

const spanish: SearchLanguage = {stem: (word) => stemmer(word.replace(ENCLITIC, '')), stopWords: STOP_WORDS, synonyms};

export default spanish;
