programa {
  funcao repetir(cadeia texto, inteiro vezes) {
    para (inteiro i = 0; i < vezes; i++) {
      escreva(texto)
    }
  }
  funcao inicio() {
    repetir("oi ", "3")
  }
}
