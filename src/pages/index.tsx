import Layout from '@theme/Layout';
export default function P(){return <Layout title="home"><main><h1>home</h1></main></Layout>;}
