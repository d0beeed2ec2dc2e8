programa {
  funcao inicio() {
    logico resposta
    para (inteiro i = 0; i < 2; i++) {
      leia(resposta)
      escreva(resposta, "\n")
    }
  }
}
