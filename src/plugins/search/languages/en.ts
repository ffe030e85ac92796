import {stemmer} from 'stemmer';
import synonyms from '../synonyms/en';
import type {SearchLanguage} from '../engine';

/** Words of English queries that say nothing about what is sought. */
const STOP_WORDS = new Set(
  'a an the and or of to in on at by for from with is are was be it its this that my me i you your we do does did how what why when where which can could should would will there their them they any some into about as if so not no dont doesnt didnt cant cannot wont isnt arent im ive just get got even though am have has had been whats wheres hows whos thats theres youre want need vs all really please'.split(
    ' ',
  ),
);

const english: SearchLanguage = {stem: stemmer, stopWords: STOP_WORDS, synonyms};

export default english;
