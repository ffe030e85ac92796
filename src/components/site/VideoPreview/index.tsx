import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import {OVERVIEW_POSTER, OVERVIEW_VIDEO, youtubeEmbedUrl, type Video} from '@site/src/data/media';
import styles from './styles.module.css';

function PlayIcon(): ReactNode {
  return (
    <span className={styles.play} aria-hidden="true">
      <svg viewBox="0 0 68 48" width="68" height="48" focusable="false">
        <rect width="68" height="48" rx="12" fill="#c4302b" />
        <path d="M27 14v20l18-10z" fill="#fff" />
      </svg>
    </span>
  );
}

/**
 * A click-to-load video: the page ships a poster and a button, and YouTube's
 * player (its scripts and cookies) loads when asked for. Without a video id it
 * links to a YouTube search instead.
 */
export default function VideoPreview({video = OVERVIEW_VIDEO}: {video?: Video}): ReactNode {
  const [playing, setPlaying] = useState(false);
  const title = translate({id: 'home.video.title', message: 'Deck Hopper overview video'});
  const posterSrc = useBaseUrl(OVERVIEW_POSTER.src);
  // The poster is the largest thing in the first screen of the home page (its LCP element): fetch it first.
  const image = (
    <img
      className={styles.poster}
      src={posterSrc}
      width={OVERVIEW_POSTER.width}
      height={OVERVIEW_POSTER.height}
      alt=""
      fetchPriority="high"
    />
  );

  if (video.youtubeId === null) {
    return (
      <Link className={styles.frame} href={video.fallback.href}>
        {image}
        <PlayIcon />
        <span className={styles.caption}>
          {translate({id: 'home.video.fallback', message: 'Watch Deck Hopper videos on YouTube'})}
        </span>
      </Link>
    );
  }

  if (playing) {
    return (
      <div className={styles.frame}>
        <iframe
          className={styles.player}
          src={youtubeEmbedUrl(video.youtubeId)}
          title={title}
          width={OVERVIEW_POSTER.width}
          height={OVERVIEW_POSTER.height}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          loading="lazy"
          // YouTube refuses to play without the page's origin as referrer; this is the strictest policy it accepts.
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
        />
      </div>
    );
  }

  return (
    <button type="button" className={styles.frame} onClick={() => setPlaying(true)}>
      {image}
      <PlayIcon />
      <span className={styles.caption}>
        <Translate id="home.video.play" description="{title}: the video's title" values={{title}}>
          {'Play: {title}'}
        </Translate>
      </span>
    </button>
  );
}
