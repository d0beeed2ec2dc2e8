/* Programa com comentários
   de várias linhas */
programa
{
  // um comentário de linha
  funcao inicio()
  {
    inteiro a = 2; inteiro b = 3;
    escreva(a * b, "\n");  // com ponto e vírgula
    escreva(a + b, "\n")   // sem ponto e vírgula
    /* comentário no meio */ escreva("fim", "\n")
    escreva("// isto não é comentário\n")
    escreva("/* nem isto */\n")
  }
}
