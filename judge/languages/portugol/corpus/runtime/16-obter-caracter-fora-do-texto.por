programa {
  inclua biblioteca Texto --> t

  funcao inicio() {
    cadeia palavra
    leia(palavra)
    para (inteiro i = 0; i <= t.numero_caracteres(palavra); i++) {
      escreva(t.obter_caracter(palavra, i), "\n")
    }
  }
}
