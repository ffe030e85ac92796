import Layout from '@theme/Layout';
export default function P(){return <Layout title="upgrade"><main><h1>upgrade</h1></main></Layout>;}
