import Layout from '@theme/Layout';
export default function P(){return <Layout title="features"><main><h1>features</h1></main></Layout>;}
